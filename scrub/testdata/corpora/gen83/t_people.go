package main

import (
	"fmt"
	"strings"
)

func tPeople() []tmpl {
	return []tmpl{
		{"oncall_runbook", false, func(g *G) {
			dom := g.domain()
			g.tp("Can you turn this runbook section into a table?\n\n", "", "")
			g.t("## Escalation (" + g.svc() + " service)\n\nPrimary on-call: " + g.fullName() + " — ")
			g.p("phone", g.phoneIntl())
			g.t(", ")
			g.p("email", g.workEmail(dom))
			g.t("\nSecondary: " + g.fullName() + " — ")
			g.p("phone", g.phoneIntl())
			g.t("\nEngineering manager: " + g.fullName() + " (")
			g.p("email", g.workEmail(dom))
			g.t(")\nPagerDuty service: ")
			g.k("P" + g.upal(6))
			g.t(", integration key ")
			g.p("bearer", g.hex(32))
			g.t("\nDashboard: https://grafana." + dom + "/d/")
			g.k(g.alnum(9))
			g.outro()
		}},
		{"pagerduty_yaml", false, func(g *G) {
			dom := g.domain()
			g.tp("terraform for pagerduty users fails with 'Invalid Input Provided':\n", "", "")
			end := g.fence("yaml")
			g.t("users:\n")
			for i := 0; i < g.n(2, 3); i++ {
				f, l := g.first(), g.last()
				g.t("  - name: " + title(f) + " " + title(l) + "\n    email: ")
				g.p("email", g.emailFor(f, l, dom))
				g.t("\n    phone: \"")
				g.p("phone", g.phoneE164())
				g.t("\"\n    role: " + g.pick("user", "limited_user", "admin") + "\n")
			}
			g.t("schedule_id: ")
			g.k("P" + g.upal(6))
			end()
			g.outro()
		}},
		{"package_json_authors", false, func(g *G) {
			g.tp("npm warns 'author' is invalid?\n", "", "")
			end := g.fence("json")
			f, l := g.first(), g.last()
			g.t("{\n  \"name\": \"")
			g.k("@" + g.co() + "/" + g.pkgName())
			g.t("\",\n  \"version\": \"")
			g.k(g.semver())
			g.t("\",\n  \"author\": \"" + title(f) + " " + title(l) + " <")
			g.p("email", g.emailFor(f, l, g.domain()))
			g.t("> (https://" + f + l + ".dev)\",\n  \"contributors\": [\n    { \"name\": \"" + g.fullName() + "\", \"email\": \"")
			g.p("email", g.email())
			g.t("\" }\n  ],\n  \"bugs\": { \"email\": \"")
			g.p("email", g.roleEmail(g.domain()))
			g.t("\" },\n  \"dependencies\": { \"react\": \"")
			g.k("^18." + fmt.Sprint(g.n(0, 3)) + "." + fmt.Sprint(g.n(0, 9)))
			g.t("\" }\n}")
			end()
			g.outro()
		}},
		{"pom_developers", false, func(g *G) {
			g.tp("Sonatype rejects the bundle: 'Developers information missing'. my pom:\n", "", "")
			end := g.fence("xml")
			g.t("<groupId>io." + g.co() + "</groupId>\n<artifactId>" + g.svc() + "-client</artifactId>\n<version>")
			g.k(g.semver())
			g.t("</version>\n<developers>\n  <developer>\n    <id>" + g.first() + "</id>\n    <name>" + g.fullName() + "</name>\n    <email>")
			g.p("email", g.email())
			g.t("</email>\n    <organization>" + title(g.co()) + "</organization>\n  </developer>\n</developers>\n<scm>\n  <connection>")
			g.k("scm:git:git@github.com:" + g.co() + "/" + g.svc() + ".git")
			g.t("</connection>\n</scm>")
			end()
			g.outro()
		}},
		{"git_log_authors", false, func(g *G) {
			g.tp("how do I rewrite the author on these commits?\n", "", "")
			for i := 0; i < 2; i++ {
				g.t("commit ")
				g.k(g.gitsha())
				f, l := g.first(), g.last()
				g.t("\nAuthor: " + title(f) + " " + title(l) + " <")
				g.p("email", g.emailFor(f, l, g.pick(g.domain(), "users.noreply.github.com", freeMail[g.r.Intn(len(freeMail))])))
				g.t(">\nDate:   " + g.pick("Mon", "Tue", "Wed", "Thu", "Fri") + " " + g.pick("Jan", "Feb", "Apr", "Jul", "Oct") + " " + fmt.Sprint(g.n(1, 28)) + " " + fmt.Sprintf("%02d:%02d:%02d", g.n(0, 23), g.n(0, 59), g.n(0, 59)) + " 2025 +0200\n\n    " + g.pick("fix: rotate ci token", "chore(deps): bump "+g.pkgName(), "feat: add "+g.svc()+" exporter") + "\n\n    Signed-off-by: " + title(f) + " " + title(l) + " <")
				g.p("email", g.emailFor(f, l, g.domain()))
				g.t(">\n\n")
			}
			g.t("(want the second one as ")
			g.p("email", g.email())
			g.t(")")
		}},
		{"codeowners_maintainers", false, func(g *G) {
			dom := g.domain()
			g.tp("MAINTAINERS + CODEOWNERS, can a bot parse both?\n", "", "")
			g.t("# CODEOWNERS\n/infra/          ")
			g.k("@" + g.co() + "/platform-team")
			g.t("\n/charts/         @" + g.first() + "-" + g.last() + " ")
			g.p("email", g.workEmail(dom))
			g.t("\n\n# MAINTAINERS\n" + g.fullName() + " <")
			g.p("email", g.email())
			g.t("> (@" + g.first() + g.last()[:1] + ")\n" + g.fullName() + " <")
			g.p("email", g.email())
			g.t(">\nSecurity contact: ")
			g.p("email", "security@"+dom)
			g.t(", phone ")
			g.p("phone", g.phoneIntl())
			g.outro()
		}},
		{"chart_yaml_maintainers", false, func(g *G) {
			g.tp("helm lint: chart metadata is missing these fields?\n", "", "")
			end := g.fence("yaml")
			g.t("apiVersion: v2\nname: " + g.svc() + "\nversion: ")
			g.k(g.semver())
			g.t("\nappVersion: \"")
			g.k(g.semver())
			g.t("\"\nmaintainers:\n  - name: " + g.fullName() + "\n    email: ")
			g.p("email", g.email())
			g.t("\n  - name: " + g.fullName() + "\n    email: ")
			g.p("email", g.email())
			g.t("\n    url: https://github.com/" + g.first() + g.last())
			end()
			g.outro()
		}},
		{"fixture_customers_yaml", false, func(g *G) {
			g.tp("our test fixtures have realistic data, the security review flagged it — is it real?\n", "", "spec/fixtures/customers.yml\n")
			end := g.fence("yaml")
			for i := 0; i < g.n(2, 3); i++ {
				f, l := g.first(), g.last()
				g.t(f + "_" + l + ":\n  ")
				g.k("id: " + fmt.Sprint(g.n(1000, 99999)))
				g.t("\n  name: " + title(f) + " " + title(l) + "\n  email: ")
				g.p("email", g.emailFor(f, l, freeMail[g.r.Intn(len(freeMail))]))
				g.t("\n  phone: \"")
				g.p("phone", g.phoneIntl())
				g.t("\"\n  ssn: \"")
				g.p("ssn", g.ssn())
				g.t("\"\n  card_number: \"")
				g.p("credit_card", g.card())
				g.t("\"\n  created_at: ")
				g.k(g.date() + " " + fmt.Sprintf("%02d:%02d:%02d", g.n(0, 23), g.n(0, 59), g.n(0, 59)))
				g.t("\n")
			}
			end()
		}},
		{"seed_sql", false, func(g *G) {
			g.tp("db/seed.sql — migration fails with duplicate key:\n", "", "")
			g.t("INSERT INTO customers (id, full_name, email, phone, ssn, created_at) VALUES\n")
			for i := 0; i < g.n(2, 3); i++ {
				if i > 0 {
					g.t(",\n")
				}
				f, l := g.first(), g.last()
				g.t("  ")
				g.k("(" + fmt.Sprint(g.n(100, 99999)) + ",")
				g.t(" '" + title(f) + " " + title(l) + "', '")
				g.p("email", g.emailFor(f, l, g.pick(freeMail...)))
				g.t("', '")
				g.p("phone", g.phoneNANP(usAreas))
				g.t("', '")
				g.p("ssn", g.ssn())
				g.t("', '" + g.date() + "')")
			}
			g.t(";\nERROR:  duplicate key value violates unique constraint \"customers_pkey\"")
		}},
		{"factory_bot", false, func(g *G) {
			g.tp("FactoryBot factory — flaky spec when two customers get the same card:\n", "", "")
			end := g.fence("ruby")
			g.t("FactoryBot.define do\n  factory :customer do\n    name { \"" + g.fullName() + "\" }\n    email { \"")
			g.p("email", g.email())
			g.t("\" }\n    ssn { \"")
			g.p("ssn", g.ssn())
			g.t("\" }\n    card_number { \"")
			g.p("credit_card", g.card())
			g.t("\" }\n    card_exp { \"")
			g.k(fmt.Sprintf("%02d/%02d", g.n(1, 12), g.n(26, 31)))
			g.t("\" }\n    stripe_customer_id { \"")
			g.k("cus_" + g.alnum(14))
			g.t("\" }\n  end\nend")
			end()
			g.outro()
		}},
		{"fixture_payments_json", false, func(g *G) {
			g.tp("test/fixtures/payments.json — QA copied rows from staging, should this be in git?\n", "", "")
			end := g.fence("json")
			g.t("[\n")
			for i := 0; i < g.n(2, 3); i++ {
				if i > 0 {
					g.t(",\n")
				}
				g.t("  {\"order_id\": \"")
				g.k("ORD-" + fmt.Sprint(g.n(2024, 2025)) + "-" + fmt.Sprintf("%06d", g.n(1, 999999)))
				g.t("\", \"amount\": ")
				g.k(fmt.Sprintf("%d.%02d", g.n(5, 4999), g.n(0, 99)))
				g.t(", \"currency\": \"" + g.pick("EUR", "USD", "GBP") + "\", \"pan\": \"")
				d, _ := g.cardDigits()
				g.p("credit_card", d)
				g.t("\", \"exp\": \"" + fmt.Sprintf("%02d/%d", g.n(1, 12), g.n(2026, 2031)) + "\", \"holder_email\": \"")
				g.p("email", g.email())
				g.t("\"}")
			}
			g.t("\n]")
			end()
		}},
		{"fixture_csv_hr", false, func(g *G) {
			g.tp("payroll import test file fails validation on row 2:\n", "", "")
			g.t("employee_id,first_name,last_name,ssn,work_email,mobile\n")
			for i := 0; i < g.n(2, 4); i++ {
				f, l := g.first(), g.last()
				g.k("E" + fmt.Sprintf("%05d", g.n(1, 99999)))
				g.t("," + title(f) + "," + title(l) + ",")
				if g.chance(0.5) {
					g.p("ssn", g.ssn())
				} else {
					g.p("ssn", g.ssnBare())
				}
				g.t(",")
				g.p("email", g.emailFor(f, l, g.domain()))
				g.t(",")
				g.p("phone", g.phoneE164())
				g.t("\n")
			}
			g.t("error: row 2: ssn must be 9 digits")
		}},
		{"payment_debug_log", false, func(g *G) {
			g.tp("our payment adapter logs the raw request in debug mode, found this in Loki:\n", "", "")
			g.t("level=debug ts=" + g.ts() + "Z caller=adapter.go:" + fmt.Sprint(g.n(40, 400)) + " msg=\"gateway request\" ")
			g.k("order=" + fmt.Sprint(g.n(100000, 999999)))
			g.t(" body=\"{\\\"card\\\":{\\\"number\\\":\\\"")
			d, _ := g.cardDigits()
			g.p("credit_card", d)
			g.t("\\\",\\\"cvc\\\":\\\"" + fmt.Sprintf("%03d", g.n(100, 999)) + "\\\",\\\"exp_month\\\":" + fmt.Sprint(g.n(1, 12)) + "},\\\"email\\\":\\\"")
			g.p("email", g.email())
			g.t("\\\"}\" masked_pan=")
			g.k(d[:6] + "******" + d[len(d)-4:])
			g.outro()
		}},
		{"kyc_test_payload", false, func(g *G) {
			g.tp("Plaid/KYC sandbox request that works locally but fails in CI:\n", "", "")
			end := g.fence("json")
			f, l := g.first(), g.last()
			g.t("{\n  \"client_id\": \"")
			g.k(g.hex(24))
			g.t("\",\n  \"secret\": \"")
			g.p("bearer", g.hex(30))
			g.t("\",\n  \"user\": {\n    \"name\": \"" + title(f) + " " + title(l) + "\",\n    \"email_address\": \"")
			g.p("email", g.emailFor(f, l, g.pick(freeMail...)))
			g.t("\",\n    \"phone_number\": \"")
			g.p("phone", g.phoneE164())
			g.t("\",\n    \"id_number\": { \"value\": \"")
			g.p("ssn", g.ssnBare())
			g.t("\", \"type\": \"us_ssn\" },\n    \"date_of_birth\": \"")
			g.k(fmt.Sprintf("19%02d-%02d-%02d", g.n(50, 99), g.n(1, 12), g.n(1, 28)))
			g.t("\"\n  }\n}")
			end()
			g.outro()
		}},
	}
}

var _ = strings.ToUpper
