package main

import (
	"fmt"
	"strings"
)

var f = fmt.Sprintf

type R struct {
	q    string
	pii  []P
	keep []string
}
type K struct {
	name string
	fn   func() R
}

func mk(q string, pii []P, keep ...string) R { return R{q, pii, keep} }

// mkAny keeps those candidates the chosen text holds.
func mkAny(q string, pii []P, cands ...string) R {
	r := ckAny(q, cands...)
	r.pii = pii
	return r
}
func pp(a ...string) []P {
	var ps []P
	for i := 0; i+1 < len(a); i += 2 {
		ps = append(ps, P{a[i], a[i+1]})
	}
	return ps
}

func slackWho(p Person) string {
	switch r.Intn(4) {
	case 0:
		return f("[%s] %s.%s: ", hhmm(), p.f(), p.l())
	case 1:
		return f("%s  %s\n", p.N(), ampm())
	case 2:
		return f("<%s.%s> ", p.f(), p.l()[:1])
	}
	return f("%s (%s): ", p.N(), pick("SRE", "on-call", "Support L2", "DBA", "NetOps", "IC"))
}

var piiKinds = []K{
	// ---------- Slack / Teams incident chatter: customers' contact data ----------
	{"slack_customer_callback_phone", func() R {
		ph := phUS()
		t, z := incID(), zd()
		q := slackWho(person()) + pick(
			f("customer on %s is escalating hard, callback number is %s — can someone from support ring them before 17:00 ET? ticket %s", t, ph, z),
			f("CSM says the account owner wants a call, %s, re %s (%s)", ph, t, z),
			f("can L2 call back %s about %s? they got 502s for ~40 min", ph, z),
		)
		return mkAny(q, pp(PH, ph), t, z)
	}},
	{"slack_customer_email_affected", func() R {
		c := person()
		e := cmail(c)
		t := incID()
		o := order()
		q := slackWho(person()) + f("@here affected tenant admin is %s, they reported the 504s at %s UTC on %s; first failed %s", e, hms(), t, o)
		return mk(q, pp(EM, e), t, o)
	}},
	{"slack_handoff_oncall_phones", func() R {
		a, b := person(), person()
		pa, pb := phUS(), phAny()
		s := pdID()
		q := f("*On-call handoff %s → %s*\nPrimary: %s %s\nSecondary: %s %s\nOpen: %s (disk 91%% on %s), PD service %s", day(), day(), a.N(), pa, b.N(), pb, jira(), host(), s)
		return mk(q, pp(PH, pa, PH, pb), s)
	}},
	{"slack_customer_email_and_phone", func() R {
		c := person()
		e, ph := cmail(c), phAny()
		z := zd()
		q := slackWho(person()) + f("from the support ticket %s: %s <%s>, %s — says their SSO login loops since %s", z, c.N(), e, ph, ver())
		return mk(q, pp(EM, e, PH, ph), z)
	}},
	{"teams_vendor_contact", func() R {
		v := person()
		e := emailAt(v, pick("cisco.com", "netapp.com", "purestorage.com", "f5.com", "arista.com", "equinix.com"))
		ph := phAny()
		cn := caseNo()
		q := f("%s, %s\nOpened TAC case %s. Their engineer is %s, direct line %s, email %s. RMA for the line card in rack B%02d.", person().N(), hhmm(), cn, v.N(), ph, e, rn(1, 40))
		return mk(q, pp(PH, ph, EM, e), cn)
	}},
	{"slack_sms_failed_log", func() R {
		ph := phE164US()
		if chance(0.5) {
			ph = u(func() string { return "+" + intlDigits(pick("44", "49", "33", "61", "91", "55")) })
		}
		sid := "SM" + rs(hexd, 32)
		q := f("```\n%s WARN sms-sender: twilio send failed to=%s code=21610 sid=%s attempt=3/3\n```\nanyone know why this number is blacklisted?", iso(), ph, sid)
		return mk(q, pp(PH, ph), sid, "21610")
	}},
	{"slack_wa_me_link", func() R {
		n := u(func() string { return intlDigits(pick("49", "44", "34", "55", "91", "31")) })
		q := slackWho(person()) + f("the store manager only answers on WhatsApp: https://wa.me/%s — POS terminals at branch %d are offline", n, rn(100, 999))
		return mk(q, pp(PH, n))
	}},
	{"slack_tel_link", func() R {
		ph := phE164US()
		q := f("Pinned by %s: bridge for the DC migration is on the usual Zoom (%s); if you can't join, the facilities lead is <tel:%s|%s>", person().N(), meetingID(), ph, ph)
		return mk(q, pp(PH, ph))
	}},
	{"slack_de_customer", func() R {
		c := person()
		ph, e := phIntl("de"), cmail(c)
		t := incID()
		q := slackWho(person()) + pick(
			f("Kunde %s meldet seit %s Uhr Timeouts. Rückruf bitte unter %s, Mail: %s (Ticket %s)", c.N(), hhmm(), ph, e, t),
			f("Ansprechpartner beim Kunden: %s, Tel. %s, %s — Störung %s betrifft nur eu-central-1", c.N(), ph, e, t),
		)
		return mk(q, pp(PH, ph, EM, e), t)
	}},
	{"slack_fr_customer", func() R {
		c := person()
		ph, e := phIntl("fr"), cmail(c)
		t := incID()
		q := slackWho(person()) + f("Le client demande un rappel au %s (contact : %s, %s). Incident %s ouvert à %s.", ph, c.N(), e, t, hhmm())
		return mk(q, pp(PH, ph, EM, e), t)
	}},
	{"slack_es_customer", func() R {
		c := person()
		ph, e := phIntl(pick("es", "mx")), cmail(c)
		t := incID()
		q := slackWho(person()) + f("el cliente %s pide que le llamen al %s, su correo es %s. Caso %s, la API devuelve 429 desde las %s", c.N(), ph, e, t, hhmm())
		return mk(q, pp(PH, ph, EM, e), t)
	}},
	{"slack_ptbr_customer", func() R {
		c := person()
		ph, e := phIntl("br"), cmail(c)
		t := incID()
		q := slackWho(person()) + f("Cliente %s ligou reclamando do PIX fora do ar. Telefone %s, e-mail %s. Chamado %s aberto às %s.", c.N(), ph, e, t, hhmm())
		return mk(q, pp(PH, ph, EM, e), t)
	}},
	{"slack_ja_customer", func() R {
		ph := phIntl("jp")
		e := cmail(person())
		t := incID()
		q := slackWho(person()) + f("お客様から障害の問い合わせがありました。折り返し先: %s、メール: %s（チケット %s、%s 発生）", ph, e, t, hhmm())
		return mk(q, pp(PH, ph, EM, e), t)
	}},
	{"slack_nl_customer", func() R {
		ph, e := phIntl("nl"), cmail(person())
		t := incID()
		q := slackWho(person()) + f("Klant belt al de hele ochtend, graag terugbellen op %s of mailen naar %s. Storing %s, iDEAL betalingen falen sinds %s.", ph, e, t, hhmm())
		return mk(q, pp(PH, ph, EM, e), t)
	}},
	{"slack_in_customer", func() R {
		ph, e := phIntl("in"), cmail(person())
		t := incID()
		q := slackWho(person()) + f("merchant from Pune says UPI settlements stuck since %s. contact %s / %s, ref %s, amount INR 4,82,310", hhmm(), ph, e, t)
		return mk(q, pp(PH, ph, EM, e), t, "4,82,310")
	}},
	{"slack_au_customer", func() R {
		ph := phIntl("au")
		t := incID()
		q := slackWho(person()) + f("Sydney clinic can't load patient booking page, practice manager on %s. %s, started %s AEST", ph, t, hhmm())
		return mk(q, pp(PH, ph), t)
	}},
	{"slack_uk_customer", func() R {
		ph := phIntl("uk")
		t := incID()
		q := slackWho(person()) + f("the warehouse in Leeds rang, scanners can't sync. Shift lead's mobile is %s, please call rather than email. Tracking %s", ph, t)
		return mk(q, pp(PH, ph), t)
	}},
	// ---------- alert bots ----------
	{"pagerduty_trigger_assignee", func() R {
		a := person()
		e := wmail(a)
		n, s := pdNum(), pdID()
		q := f(":red_circle: *Triggered* [%s] High error rate on %s (prod) — 5xx %d.%d%% > 5%%\nService: %s | Urgency: high | Assigned to: %s (%s)\n<https://acmecloud.pagerduty.com/incidents/%s|View incident>",
			n, svc(), rn(5, 40), rn(0, 9), s, a.N(), e, pdInc())
		return mk(q, pp(EM, e), n, s)
	}},
	{"pagerduty_notify_sms", func() R {
		a := person()
		ph := phAny()
		n := pdNum()
		q := f("PagerDuty log entry %s: Notified %s by SMS at %s (%s). Notified by phone call at %s. Escalation level 2 reached after %d min.", n, a.N(), ph, hms(), "attempt 1", hms(), rn(5, 30))
		return mk(q, pp(PH, ph), n)
	}},
	{"opsgenie_alert_responder", func() R {
		a := person()
		e := wmail(a)
		ph := phAny()
		id := uuid()
		q := f("[Opsgenie] Alert #%d P%d \"%s\" acknowledged by %s\nResponder contact: %s / %s\nAlias: %s  Source: Prometheus", rn(1000, 99999), rn(1, 3),
			pick("DB connection pool exhausted", "Kafka consumer lag > 100k", "TLS cert expires in 7d", "Node NotReady"), e, a.N(), ph, id)
		return mk(q, pp(EM, e, PH, ph), id)
	}},
	{"opsgenie_geniekey_curl", func() R {
		k := uuidU()
		q := f("```\ncurl -X POST https://api.opsgenie.com/v2/alerts \\\n  -H \"Content-Type: application/json\" \\\n  -H \"Authorization: GenieKey %s\" \\\n  -d '{\"message\": \"test from runbook\", \"priority\": \"P5\"}'\n```", k)
		return mk(q, pp(BR, k), "P5")
	}},
	{"pagerduty_events_routing_key", func() R {
		k := hex32()
		d := "dedup-" + sha7()
		q := f("here's the payload I'm sending to Events API v2, still getting 400:\n```json\n{\n  \"routing_key\": \"%s\",\n  \"event_action\": \"trigger\",\n  \"dedup_key\": \"%s\",\n  \"payload\": {\"summary\": \"disk 95%% on %s\", \"severity\": \"critical\", \"source\": \"%s\"}\n}\n```", k, d, host(), ip())
		return mk(q, pp(BR, k), d)
	}},
	{"pagerduty_rest_token", func() R {
		k := pdREST()
		q := f("curl -s -H \"Authorization: Token token=%s\" -H \"Accept: application/vnd.pagerduty+json;version=2\" 'https://api.pagerduty.com/oncalls?escalation_policy_ids[]=%s'", k, pdID())
		return mk(q, pp(BR, k))
	}},
	{"alertmanager_email_receiver", func() R {
		a := person()
		e := wmail(a)
		pw := password(false)
		q := f("alertmanager.yml that finally works:\n```yaml\nglobal:\n  smtp_smarthost: 'smtp.office365.com:587'\n  smtp_from: '%s'\n  smtp_auth_username: '%s'\n  smtp_auth_password: '%s'\nreceivers:\n- name: dba-pager\n```", e, e, pw)
		return mk(q, pp(EM, e, BR, pw), "smtp.office365.com:587")
	}},
	{"grafana_contact_point", func() R {
		a := person()
		e := wmail(a)
		ph := phAny()
		q := f("Grafana alert *[FIRING:1] %s p99 latency* → contact point `%s-oncall` (email %s, SMS %s). Value: %s, threshold 1200ms", svc(), a.f(), e, ph, durms())
		return mk(q, pp(EM, e, PH, ph), "1200ms")
	}},
	{"statuspage_subscriber", func() R {
		e := cmail(person())
		ph := phE164US()
		q := f("Statuspage export, the subscriber who keeps replying to incident emails:\n%s,%s,%s,subscribed %s,components=API;Dashboard", uuid(), e, ph, day())
		return mk(q, pp(EM, e, PH, ph))
	}},
	{"jira_bot_reporter", func() R {
		a := person()
		e := anyMail(a)
		j := jira()
		q := f("Jira Cloud APP  %s\n%s created *%s: %s*\nReporter: %s <%s> · Priority: Highest · Sprint %d", ampm(), a.N(), j,
			pick("Customer exports timing out", "Webhook retries flood queue", "SAML cert rotation broke login"), a.N(), e, rn(40, 140))
		return mk(q, pp(EM, e), j)
	}},
	{"servicenow_caller", func() R {
		a := person()
		e := cmail(a)
		ph := phAny()
		t := f("INC%07d", rn(10000, 999999))
		q := f("ServiceNow: %s assigned to Network Operations\nCaller: %s | Email: %s | Phone: %s\nShort description: VPN tunnel to site %d flapping\nCI: fw-edge-%02d", t, a.N(), e, ph, rn(10, 99), rn(1, 20))
		return mk(q, pp(EM, e, PH, ph), t)
	}},
	// ---------- secrets pasted in chat ----------
	{"slack_db_creds_inline", func() R {
		pw := password(false)
		h := host()
		q := slackWho(person()) + pick(
			f("prod replica creds for the migration: host `%s` user `app_ro` pass `%s` — rotating after %s", h, pw, chg()),
			f("use app_ro / %s on %s for now, I'll rotate it tomorrow", pw, h),
			f("DB login for the read replica is reporting_ro, password: %s (vault is down, sorry)", pw),
		)
		return mk(q, pp(BR, pw))
	}},
	{"postgres_url", func() R {
		pw := password(true)
		h := host()
		q := f("DATABASE_URL=postgres://svc_billing:%s@%s:5432/billing?sslmode=require", pw, h)
		if chance(0.5) {
			q = slackWho(person()) + "try with this one, the pooler is bypassed: `postgresql://etl_user:" + pw + "@" + h + ":6432/warehouse`"
		}
		return mk(q, pp(BR, pw))
	}},
	{"mongo_srv_url", func() R {
		pw := password(true)
		c := "cluster" + dg(1) + "." + rs(lower+digs, 5) + ".mongodb.net"
		q := f("connection string from Atlas: mongodb+srv://admin:%s@%s/orders?retryWrites=true&w=majority", pw, c)
		return mk(q, pp(BR, pw), c)
	}},
	{"redis_url", func() R {
		pw := password(true)
		q := f("REDIS_URL=redis://:%s@%s:6379/0   # sessions, TTL 86400", pw, host())
		if chance(0.5) {
			q = f("%sredis-cli -h %s -p 6380 --tls -a '%s' INFO replication", slackWho(person()), host(), pw)
		}
		return mkAny(q, pp(BR, pw), "86400")
	}},
	{"amqp_url", func() R {
		pw := password(true)
		q := f("```\nCELERY_BROKER_URL=amqp://rabbit_app:%s@mq-%d.prod.internal:5672/billing\n```\nworkers can't connect since the %s deploy", pw, rn(1, 4), ver())
		return mk(q, pp(BR, pw))
	}},
	{"jdbc_password", func() R {
		pw := password(false)
		q := f("jdbc:sqlserver://sql%02d.corp.local:1433;databaseName=Orders;user=sa_reporting;password=%s;encrypt=true;trustServerCertificate=true", rn(1, 9), pw)
		return mk(q, pp(BR, pw))
	}},
	{"adonet_connstring", func() R {
		pw := password(false)
		q := f("\"ConnectionStrings\": { \"Default\": \"Server=tcp:acme-prod-%s.database.windows.net,1433;Initial Catalog=ledger;User ID=ledgeradmin;Password=%s;Encrypt=True;Connection Timeout=30;\" }", rs(lower, 4), pw)
		return mk(q, pp(BR, pw))
	}},
	{"azure_storage_connstring", func() R {
		k := azKey()
		q := f("DefaultEndpointsProtocol=https;AccountName=acmeprodlogs%02d;AccountKey=%s;EndpointSuffix=core.windows.net", rn(1, 20), k)
		return mk(q, pp(BR, k))
	}},
	{"mysql_cli_p", func() R {
		pw := password(false)
		pw = strings.ReplaceAll(pw, "'", "")
		q := f("%s```\nmysql -h %s -u root -p'%s' -e 'SHOW PROCESSLIST' | grep -c Sleep\n```", slackWho(person()), host(), pw)
		return mk(q, pp(BR, pw))
	}},
	{"pgpassword_env", func() R {
		pw := password(false)
		q := f("PGPASSWORD='%s' psql -h %s -U migrator -d core -c 'select pg_cancel_backend(%d);'", pw, host(), rn(1000, 99999))
		return mk(q, pp(BR, pw))
	}},
	{"ldapsearch_w", func() R {
		pw := password(false)
		q := f("ldapsearch -x -H ldaps://dc%02d.corp.acmecloud.io -D 'CN=svc-ldap-ro,OU=Service,DC=corp' -w '%s' -b 'DC=corp' '(sAMAccountName=%s)'", rn(1, 4), pw, person().f())
		return mk(q, pp(BR, pw))
	}},
	{"dotenv_smtp_pass", func() R {
		a := person()
		e := wmail(a)
		pw := password(false)
		q := f("```\n# .env.production\nSMTP_HOST=smtp.sendgrid.net\nSMTP_PORT=587\nSMTP_USER=%s\nSMTP_PASS=%s\nMAIL_FROM=%s\n```", "apikey", pw, e)
		return mk(q, pp(BR, pw, EM, e), "587")
	}},
	{"k8s_secret_literal", func() R {
		pw := password(false)
		q := f("kubectl -n %s create secret generic db-creds --from-literal=username=orders --from-literal=password='%s' --dry-run=client -o yaml | kubectl apply -f -", pick("prod", "payments", "orders"), pw)
		return mk(q, pp(BR, pw))
	}},
	{"k8s_secret_yaml_data", func() R {
		pw := password(false)
		enc := u(func() string { return b64std(pw) })
		used[pw] = true
		q := f("```yaml\napiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\n  namespace: prod\ntype: Opaque\ndata:\n  username: b3JkZXJz\n  password: %s\n```", svc(), enc)
		return mk(q, pp(BR, enc), "b3JkZXJz")
	}},
	{"helm_values_password", func() R {
		pw := password(false)
		q := f("helm upgrade --install %s bitnami/postgresql -n data --set auth.username=app --set auth.password=%s --set primary.resources.requests.memory=2Gi --version 13.%d.%d", svc(), pw, rn(0, 9), rn(0, 9))
		return mk(q, pp(BR, pw), "2Gi")
	}},
	{"docker_compose_env", func() R {
		pw := password(false)
		q := f("```yaml\nservices:\n  db:\n    image: postgres:16.%d\n    environment:\n      POSTGRES_USER: keycloak\n      POSTGRES_PASSWORD: %s\n    ports:\n      - \"5432:5432\"\n```", rn(1, 4), pw)
		return mk(q, pp(BR, pw), "5432:5432")
	}},
	{"terraform_output_pw", func() R {
		pw := password(false)
		q := f("$ terraform output -json | jq .\n{\n  \"rds_endpoint\": {\"value\": \"%s.c%s.%s.rds.amazonaws.com\"},\n  \"db_master_password\": {\"sensitive\": true, \"value\": \"%s\"}\n}", svc(), rs(lower+digs, 10), region(), pw)
		return mk(q, pp(BR, pw))
	}},
	{"wifi_warroom", func() R {
		pw := password(false)
		q := f("War room is %s on floor %d. Guest Wi-Fi: SSID `Acme-Guest`, password `%s`. Bridge: Zoom %s", pick("Everest", "Kilimanjaro", "Denali"), rn(2, 12), pw, meetingID())
		return mk(q, pp(BR, pw))
	}},
	{"ipmi_root_slash", func() R {
		pw := password(false)
		q := f("iDRAC on r740-%02d is at https://%s — login root / %s (not the default, we changed it in %d)", rn(1, 40), ip(), pw, rn(2019, 2023))
		return mk(q, pp(BR, pw))
	}},
	{"grafana_admin_prose", func() R {
		pw := password(false)
		q := slackWho(person()) + pick(
			f("the password for the grafana admin account is %s, please don't share outside #sre", pw),
			f("grafana admin pw is %s until SSO is fixed", pw),
		)
		return mk(q, pp(BR, pw))
	}},
	{"net_user_windows", func() R {
		pw := password(false)
		q := f("on the jump host: `net user svc_backup %s /add /domain` then add it to Backup Operators (%s)", pw, chg())
		return mk(q, pp(BR, pw))
	}},
	{"snmp_community", func() R {
		pw := password(false)
		q := f("snmpwalk -v2c -c %s %s 1.3.6.1.2.1.2.2.1.8   # ifOperStatus on core-sw-%02d", pw, ip(), rn(1, 9))
		return mk(q, pp(BR, pw), "1.3.6.1.2.1.2.2.1.8")
	}},
	{"pem_private_key", func() R {
		kind := pick("rsa", "openssh")
		b := pemBody(kind)
		var q string
		if kind == "rsa" {
			q = f("here's the deploy key for bastion-%02d, delete after copying:\n```\n-----BEGIN RSA PRIVATE KEY-----\n%s\n-----END RSA PRIVATE KEY-----\n```", rn(1, 9), b)
		} else {
			q = f("```\n-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----\n```\nthat's the CI runner key, the pub is already in authorized_keys", b)
		}
		return mk(q, pp(BR, b))
	}},
	{"smtp_password_ptbr", func() R {
		pw := password(false)
		e := wmail(person())
		q := f("Pessoal, a conta %s do relay SMTP ficou bloqueada. Senha: %s — já pedi reset ao time de TI.", e, pw)
		return mk(q, pp(EM, e, BR, pw))
	}},
	{"passwort_de", func() R {
		pw := password(false)
		q := f("Zugang zum Monitoring-Server mon-%02d: Benutzer nagiosadmin, Passwort: %s. Bitte nach der Wartung (%s) ändern.", rn(1, 9), pw, day())
		return mk(q, pp(BR, pw))
	}},
	{"motdepasse_fr", func() R {
		pw := password(false)
		q := f("Pour le VPN de secours : identifiant astreinte, mot de passe : %s. Le certificat expire le %s.", pw, day())
		return mk(q, pp(BR, pw))
	}},
	{"ja_password", func() R {
		pw := password(false)
		q := f("検証環境のDBパスワード: %s （%s に変更予定）", pw, day())
		return mk(q, pp(BR, pw))
	}},
}

func b64std(s string) string { return strings.TrimSpace(stdEnc(s)) }
