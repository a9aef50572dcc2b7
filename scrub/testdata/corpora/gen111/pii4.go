package main

import "strings"

var piiKinds4 = []K{
	{"user_colon_pass_chat", func() R {
		pw := strings.ReplaceAll(password(false), ":", "")
		q := slackWho(person()) + pick(
			f("creds for the old Nagios box are nagiosadmin:%s — it's getting decommissioned anyway", pw),
			f("try svc_jenkins:%s on the build agents, LDAP is down", pw),
		)
		return mk(q, pp(BR, pw))
	}},
	{"token_prose_colon", func() R {
		t := opaque(rn(32, 44))
		q := slackWho(person()) + pick(
			f("here's the token for the status page API: %s — expires Friday", t),
			f("new integration token is %s, old one revoked at %s", t, hhmm()),
		)
		return mk(q, pp(BR, t))
	}},
	{"python_api_key_code", func() R {
		t := opaque(40)
		q := f("```python\nimport requests\nheaders = {\"X-Api-Key\": \"%s\", \"Accept\": \"application/json\"}\nr = requests.get(\"https://api.statuspage.io/v1/pages/%s/incidents\", headers=headers, timeout=10)\n```", t, rs(lower+digs, 12))
		return mk(q, pp(BR, t))
	}},
	{"openai_python_code", func() R {
		t := skProj()
		q := f("```python\nclient = OpenAI(api_key=\"%s\")\nsummary = client.chat.completions.create(model=\"gpt-4o-mini\", messages=msgs)\n```\nbot that writes the incident summary", t)
		return mk(q, pp(BR, t))
	}},
	{"gha_workflow_env", func() R {
		t := opaque(40)
		pw := password(false)
		q := f("```yaml\njobs:\n  deploy:\n    runs-on: ubuntu-22.04\n    env:\n      FASTLY_API_TOKEN: %s\n      DB_PASSWORD: %s\n      NODE_VERSION: 20.11.1\n```\nsomeone committed these in plain text in PR #%d", t, pw, rn(100, 9999))
		return mk(q, pp(BR, t, BR, pw), "20.11.1")
	}},
	{"pagerduty_api_contact_methods", func() R {
		a, e, l := nanp()
		n := u(func() string { return a + e + l })
		em := wmail(person())
		q := f("GET /users/%s/contact_methods →\n{\"contact_methods\":[{\"type\":\"phone_contact_method\",\"address\":\"%s\",\"country_code\":1,\"label\":\"Mobile\"},{\"type\":\"email_contact_method\",\"address\":\"%s\",\"label\":\"Work\"}]}", pdID(), n, em)
		return mk(q, pp(PH, n, EM, em))
	}},
	{"opsgenie_contact_api", func() R {
		cc := pick("1", "44", "49", "61")
		n := u(func() string { return cc + "-" + intlDigits(cc)[len(cc):] })
		q := f("POST /v2/users/%s/contacts {\"method\": \"sms\", \"to\": \"%s\"} → 422 \"Invalid phone number\"", uuid(), n)
		return mk(q, pp(PH, n))
	}},
	{"twilio_webhook_form", func() R {
		a, e, l := nanp()
		from := u(func() string { return "%2B1" + a + e + l })
		q := f("inbound SMS webhook body (signature check fails):\nToCountry=US&SmsSid=SM%s&From=%s&To=%%2B1%s%s&Body=STOP&NumMedia=0", rs(hexd, 32), from, "8445", "550199")
		return mk(q, pp(PH, from))
	}},
	{"email_in_url_path", func() R {
		e := anyMail(person())
		q := f("%s 404 DELETE /admin/api/users/%s/sessions (%s) — the SCIM deprovision runs before the session purge", iso(), e, durms())
		return mk(q, pp(EM, e))
	}},
	{"k8s_annotation_owner", func() R {
		e := wmail(person())
		q := f("```yaml\nmetadata:\n  name: %s\n  annotations:\n    owner: %s\n    pagerduty.com/service-id: %s\n    cost-center: \"%d\"\n```", svc(), e, pdID(), rn(1000, 9999))
		return mk(q, pp(EM, e))
	}},
	{"jwt_set_cookie", func() R {
		t := jwt("")
		q := f("< HTTP/2 302\n< location: /dashboard\n< set-cookie: access_token=%s; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=900", t)
		return mk(q, pp(JW, t), "Max-Age=900")
	}},
	{"ssn_bare_label_chat", func() R {
		s := ssnBare()
		q := slackWho(person()) + f("customer typed \"my SSN is %s\" into the chatbot, the transcript is in S3 bucket acme-chat-logs-%s", s, region())
		return mk(q, pp(SS, s))
	}},
	{"card_splunk_results", func() R {
		c := card("space")
		q := f("index=payments sourcetype=app_logs \"card_number\"\n%s  host=%s  message=\"retry ok\" card_number=\"%s\" merchant=%d", iso(), host(), c, rn(10000, 99999))
		return mk(q, pp(CC, c))
	}},
	{"sip_trunk_log", func() R {
		n := u(func() string { a, e, l := nanp(); return "+1" + a + e + l })
		q := f("%s asterisk[%d]: NOTICE: chan_sip.c: Call from 'pbx-trunk' (%s:5060) to extension 'sip:%s@sip.carrier.example' rejected because extension not found in context 'from-trunk'.", "Mar 12 14:02:11", rn(1000, 9999), ip(), n)
		return mk(q, pp(PH, n))
	}},
	{"handoff_mixed_langs_pt", func() R {
		ph := phIntl("br")
		pw := password(false)
		q := f("Passagem de plantão %s: o plantonista de amanhã é %s (%s). Senha do cofre do Zabbix: %s. Pendências: %s.", day(), person().N(), ph, pw, jira())
		return mk(q, pp(PH, ph, BR, pw))
	}},
}
