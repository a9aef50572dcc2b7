package main

import (
	"fmt"
	"strings"
)

func ck(q string, keep ...string) R { return R{q, nil, keep} }

// ckAny keeps those candidates the chosen text holds (for templates that pick one of several texts).
func ckAny(q string, cands ...string) R {
	var keep []string
	for _, c := range cands {
		if strings.Contains(q, c) {
			keep = append(keep, c)
		}
	}
	return R{q, nil, keep}
}

var cleanKinds = []K{
	{"c_deploy_announce", func() R {
		v, s := ver(), sha7()
		return ck(f(":rocket: Deploying %s %s (%s) to prod-%s, canary 5%% → 25%% → 100%% over 30 min. %s", svc(), v, s, region(), chg()), v, s)
	}},
	{"c_pd_resolved", func() R {
		n, s := pdNum(), pdID()
		return ck(f(":white_check_mark: *Resolved* [%s] Disk usage > 90%% on %s — Service: %s — resolved by auto-remediation after %d min", n, host(), s, rn(2, 90)), n, s)
	}},
	{"c_incident_timeline", func() R {
		t := incID()
		a, b := hhmm(), hhmm()
		return ck(f("## %s timeline\n- %s UTC alert fired (p99 %s)\n- %s UTC rollback to %s\n- error budget burned: %d.%d%%", t, a, durms(), b, ver(), rn(0, 40), rn(0, 9)), t, a, b)
	}},
	{"c_k8s_events", func() R {
		p := pod(svc())
		return ck(f("```\nLAST SEEN   TYPE      REASON      OBJECT              MESSAGE\n%dm         Warning   BackOff     pod/%s   Back-off restarting failed container\n%dm         Normal    Pulled      pod/%s   Container image \"registry.acmecloud.io/%s:%s\" already present\n```", rn(1, 59), p, rn(1, 59), p, svc(), ver()), p)
	}},
	{"c_placeholder_creds", func() R {
		return ckAny(pick(
			"Runbook: export DATABASE_URL=postgres://<user>:<password>@<host>:5432/<db> and never paste the real one here :pray:",
			"curl -H \"Authorization: Bearer $API_TOKEN\" https://api.acmecloud.io/v1/health  # token comes from vault, not chat",
			"set SLACK_BOT_TOKEN=xoxb-your-token-here in .env.example, the real one lives in Vault",
			"password: ${{ secrets.DB_PASSWORD }} and token: ${{ secrets.GITHUB_TOKEN }} — both masked in logs",
			"Authorization: Bearer <token>   ← replace with the output of `gcloud auth print-access-token`",
			"STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx (placeholder, real one in 1Password vault 'Billing')",
			"helm --set auth.password={{ .Values.db.password }} — rendered from the sealed secret",
		), "<password>", "$API_TOKEN", "xoxb-your-token-here", "${{ secrets.DB_PASSWORD }}", "<token>", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "{{ .Values.db.password }}")
	}},
	{"c_public_keys", func() R {
		k, pk := sshPub(), pkLive()
		return ckAny(pick(
			f("added my key to the bastion: `%s %s@laptop`", k, pick(firsts...)),
			f("the publishable key on the checkout page is %s, that one is fine to be public", pk),
		), k, pk)
	}},
	{"c_aws_key_id_only", func() R {
		a := akia()
		acct := awsAcct()
		return ck(f("CloudTrail shows the calls came from access key %s (user ci-deployer, account %s), already deactivated, secret was never in chat", a, acct), a, acct)
	}},
	{"c_luhn_fail_ids", func() R {
		b := badCard()
		return ck(f("txn reference %s from the processor doesn't match any of our charges, reconciliation job %d", b, rn(100, 999)), b)
	}},
	{"c_invalid_ssn_test", func() R {
		b := badSSN()
		return ck(f("KYC sandbox: use test SSN %s to force a 'no match' response, see runbook RB-%03d", b, rn(1, 300)), b)
	}},
	{"c_masked_card", func() R {
		m := maskedCard()
		return ck(f("customer disputes the charge on card ending %s (%s), refund issued, chargeback id dp_%s", m, price(), rs(alnum, 24)), m)
	}},
	{"c_trace_ids", func() R {
		t, s := trace(), rs(hexd, 16)
		return ck(f("trace_id=%s span_id=%s parent=%s service.name=%s duration=%s http.status_code=503", t, s, rs(hexd, 16), svc(), durms()), t, s)
	}},
	{"c_prom_query", func() R {
		return ck(f("```\nsum(rate(http_requests_total{job=\"%s\",code=~\"5..\"}[5m])) / sum(rate(http_requests_total{job=\"%s\"}[5m])) > 0.0%d\n```", svc(), svc(), rn(1, 9)), "[5m]")
	}},
	{"c_ip_ports", func() R {
		a, b := ip()+":"+fmt.Sprint(rn(1024, 65535)), ip()
		return ck(f("connection refused %s -> %s:5432 (sg-%s), security group changed at %s by terraform run %d", a, b, rs(hexd, 17), hhmm(), rn(1000, 99999)), a, b)
	}},
	{"c_git_ssh_remote", func() R {
		return ck(f("git remote set-url origin git@github.com:acme/%s.git && git push origin release/%s", svc(), strings.TrimPrefix(ver(), "v")), "git@github.com:acme/")
	}},
	{"c_npm_versions", func() R {
		return ck(f("npm ls shows lodash@4.17.%d and axios@1.%d.%d, pinned in package-lock; audit flags %s", rn(15, 21), rn(1, 7), rn(0, 9), cve()), "lodash@4.17.")
	}},
	{"c_machine_userhost", func() R {
		h := f("deploy@api-%d.%s.internal", rn(1, 9), region())
		return ck(f("ssh %s 'sudo systemctl restart %s' — done on all 6 nodes", h, svc()), h)
	}},
	{"c_zoom_bridge", func() R {
		m := meetingID()
		return ck(f("Incident bridge: https://acmecloud.zoom.us/j/%s — Meeting ID: %s. IC: %s, scribe: %s", strings.ReplaceAll(m, " ", ""), m, person().F, person().F), m)
	}},
	{"c_metrics_numbers", func() R {
		a, b := dgnz(7), dgnz(10)
		return ck(f("kafka lag on orders-consumer: %s messages, oldest offset %s, partitions 0-23, throughput %d msg/s", a, b, rn(100, 9000)), a, b)
	}},
	{"c_epoch_timestamps", func() R {
		e1 := epoch()
		e2 := lk(fmt.Sprint(atoi(e1) + 86400*rn(30, 397)))
		return ck(f("cert notBefore=%s notAfter=%s serial=%s — renew before expiry", e1, e2, rs("0123456789ABCDEF", 32)), e1, e2)
	}},
	{"c_order_numbers", func() R {
		o := dgnz(10)
		o2 := order()
		return ck(f("Order %s and %s both stuck in PENDING_CAPTURE since %s, re-driving via admin tool", o, o2, day()), "Order "+o, o2)
	}},
	{"c_snowflake_ids", func() R {
		s := "1" + dg(18)
		return ck(f("the Discord alert bot posted to channel %s but message id %s 404s", s, "1"+dg(18)), s)
	}},
	{"c_jira_cve", func() R {
		j, c := jira(), cve()
		return ck(f("%s: patch %s (openssl) on all base images, target %s, %d images affected", j, c, day(), rn(3, 120)), j, c)
	}},
	{"c_handles_only", func() R {
		a, b := person(), person()
		return ck(f("%s you're IC, %s comms. Next update in 30 min in #inc-%d-%s", a.Handle(), b.Handle(), rn(1000, 9999), pick("payments", "login", "search")), a.Handle(), b.Handle())
	}},
	{"c_disk_sizes", func() R {
		return ck(f("```\nFilesystem      Size  Used Avail Use%% Mounted on\n/dev/nvme0n1p1  %dG  %dG   %dG  %d%% /\n/dev/nvme1n1    %dT  %dG  %dG  %d%% /var/lib/postgresql\n```", rn(50, 200), rn(20, 49), rn(1, 20), rn(60, 99), rn(1, 4), rn(100, 999), rn(100, 999), rn(10, 99)), "/var/lib/postgresql")
	}},
	{"c_cron_schedule", func() R {
		return ck(f("backup window moved: `0 %d * * 1-5` → `30 %d * * *`, retention 35 days, snapshot id snap-%s", rn(0, 6), rn(0, 6), rs(hexd, 17)), "1-5")
	}},
	{"c_opsgenie_heartbeat", func() R {
		return ck(f("[Opsgenie] Heartbeat *%s-cron* expired at %s. Last ping %s ago from %s", svc(), hms(), pick("12m", "1h 4m", "47m"), ip()))
	}},
	{"c_oracle_errors", func() R {
		return ck(f("ORA-12541: TNS:no listener on db%02d:1521 — also seeing ORA-00060 deadlocks in the %s batch, SID %d serial# %d", rn(1, 9), pick("nightly", "EOM", "billing"), rn(100, 9999), rn(10000, 65535)), "ORA-12541")
	}},
	{"c_changelog_dates", func() R {
		d1, d2 := day(), day()
		return ck(f("Maintenance window %s 22:00–02:00 UTC (%s), rollback plan approved %s", d1, chg(), d2), d1, d2)
	}},
	{"c_mac_ipv6", func() R {
		m := mac()
		return ck(f("DHCP lease for %s → 2001:db8:%s::%s expired, switch port Gi1/0/%d err-disabled", m, rs(hexd, 4), rs(hexd, 4), rn(1, 48)), m)
	}},
	{"c_price_invoice", func() R {
		p := price()
		return ck(f("AWS bill jumped to %s this month, NAT gateway data processing is %s of it — invoice %d", p, price(), rn(100000000, 999999999)), p)
	}},
	{"c_docker_digest", func() R {
		d := "sha256:" + rs(hexd, 64)
		return ck(f("rolled back to image registry.acmecloud.io/%s@%s (tag %s)", svc(), d, ver()), d)
	}},
	{"c_token_prose", func() R {
		return ck(pick(
			"PSA: never paste tokens in this channel, the bearer of bad news today is the secret scanner — it caught 3 leaks this week",
			"We use Bearer authentication for the public API and Basic only for the legacy /v1 hooks; see the auth RFC",
			"the `Authorization: Bearer` header is stripped by the ALB on redirects, that's the whole bug",
			"rotate the Slack bot token, the GitHub PAT and the Stripe restricted key by Friday — tracking in the security board",
		))
	}},
	{"c_redacted_values", func() R {
		return ckAny(pick(
			"password=******** user=svc_backup host=nas-01 — log is masked correctly now",
			"Authorization: Bearer [REDACTED] — the new log filter works",
			"api_key=REDACTED client_secret=**** in the dump, good",
			"token=eyJhbGciOi... (truncated by the logger, don't worry)",
		), "password=********", "[REDACTED]", "REDACTED", "eyJhbGciOi...")
	}},
	{"c_dev_defaults", func() R {
		return ckAny(pick(
			"local dev: docker run -e POSTGRES_PASSWORD=postgres -p 5432:5432 postgres:16 and connect with postgres://postgres:postgres@localhost:5432/dev",
			"default grafana login in the kind cluster is admin/admin, prompts you to change it",
			"redis://:devpass@localhost:6379 is only in docker-compose.dev.yml",
		), "localhost")
	}},
	{"c_phone_lookalike_versions", func() R {
		b := f("%d.%d.%d-%d", rn(1, 9), rn(0, 30), rn(0, 99), rn(1000, 9999))
		return ck(f("kernel %s on the new AMI, build %d, node pool np-%d", b, rn(1000000, 9999999), rn(10, 99)), b)
	}},
	{"c_sentry_dsn", func() R {
		d := sentryDSN()
		return ck(f("frontend SENTRY_DSN=%s (public DSN, ok in the bundle)", d), d)
	}},
	{"c_case_numbers", func() R {
		c := caseNo()
		return ck(f("AWS support case %s: they confirmed the EBS degradation in use1-az%d, credit request filed", c, rn(1, 6)), c)
	}},
	{"c_grafana_alert", func() R {
		return ck(f("[FIRING:2] %s CPU throttling\nLabels: namespace=prod, pod=%s\nValue: B=%d.%d\nSilence: https://grafana.acmecloud.io/alerting/silence/new?alertmanager=grafana&matcher=alertname%%3D%s", svc(), pod(svc()), rn(70, 99), rn(0, 99), "CPUThrottlingHigh"))
	}},
	{"c_ja_status", func() R {
		t := incID()
		return ck(f("【復旧】%s の障害は %s に復旧しました。影響: API エラー率 %d.%d%%、原因はコネクションプール枯渇。", t, hhmm(), rn(1, 30), rn(0, 9)), t)
	}},
	{"c_de_status", func() R {
		t := incID()
		return ck(f("Update %s: Ursache gefunden, Zertifikat auf lb-%02d abgelaufen. Neues Zertifikat gültig bis %s, Fehlerquote wieder bei 0,%d %%.", t, rn(1, 9), day(), rn(1, 9)), t)
	}},
	{"c_fr_status", func() R {
		t := incID()
		return ck(f("Point de situation %s : la latence p95 est redescendue à %d ms, surveillance jusqu'à %s. Prochaine communication à %s.", t, rn(80, 400), hhmm(), hhmm()), t)
	}},
	{"c_es_pt_status", func() R {
		t := incID()
		return ck(pick(
			f("Actualización %s: el despliegue %s se revirtió a las %s, la tasa de errores volvió a 0,%d %%.", t, ver(), hhmm(), rn(1, 9)),
			f("Atualização %s: o cluster voltou ao normal às %s, ainda monitorando os jobs de conciliação (%d pendentes).", t, hhmm(), rn(10, 999)),
		), t)
	}},
	{"c_terraform_plan", func() R {
		return ck(f("Plan: %d to add, %d to change, %d to destroy.\n  ~ aws_db_instance.main: instance_class db.r6g.xlarge → db.r6g.2xlarge\n  ~ password = (sensitive value)", rn(0, 9), rn(1, 9), rn(0, 3)), "(sensitive value)")
	}},
	{"c_http_log", func() R {
		return ck(f("%s - - [12/Mar/2024:%s +0000] \"POST /api/v2/orders/%d/capture HTTP/2.0\" 502 %d \"-\" \"okhttp/4.%d.%d\" rt=%d.%03d", ip(), hms(), rn(1000000, 9999999), rn(100, 9999), rn(9, 12), rn(0, 9), rn(0, 30), rn(0, 999)))
	}},
	{"c_uuid_request", func() R {
		id := uuid()
		return ck(f("X-Request-Id %s hit all 3 AZs, retries=%d, final status 200 after %s", id, rn(1, 5), durms()), id)
	}},
	{"c_fcm_public_pusher", func() R {
		return ck(f("PUSHER_APP_KEY=%s PUSHER_CLUSTER=eu (public app key, used by the browser)", rs(hexd, 20)))
	}},
	{"c_handoff_no_contacts", func() R {
		a, b := person(), person()
		return ck(f("*Handoff %s* %s → %s. Quiet night, 2 pages (%s, %s), both auto-resolved. Watch %s disk.", day(), a.F, b.F, pdNum(), pdNum(), host()))
	}},
	{"c_runbook_steps", func() R {
		return ck(f("RB-%03d Failover:\n1. `pg_ctl promote -D /var/lib/postgresql/%d/main`\n2. update DNS `db-primary.internal` TTL 60\n3. verify replication lag < %d s", rn(1, 300), rn(12, 16), rn(1, 30)), "/var/lib/postgresql/")
	}},
	{"c_phone_bridge_words", func() R {
		return ck(f("call me on the bridge in 5, or ping me here. page count this week: %d, MTTA %dm %ds", rn(3, 40), rn(1, 9), rn(0, 59)))
	}},
	{"c_release_table", func() R {
		return ck(f("| service | version | replicas |\n|---|---|---|\n| %s | %s | %d |\n| %s | %s | %d |", svc(), ver(), rn(2, 40), svc(), ver(), rn(2, 40)))
	}},
	{"c_iban_amount", func() R {
		return ck(f("payout batch %d: %d transfers, total %d.%03d,%02d EUR, settlement %s", rn(1000, 9999), rn(10, 500), rn(1, 99), rn(0, 999), rn(0, 99), day()))
	}},
}

func atoi(s string) int {
	n := 0
	for _, ch := range s {
		n = n*10 + int(ch-'0')
	}
	return n
}
