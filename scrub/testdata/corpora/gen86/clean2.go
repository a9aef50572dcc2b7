package main

import (
	"fmt"
	"strings"
)

var cleanT2 = []T{
	{"clean_kubeconfig_ca", func(b *B) string {
		return fmt.Sprintf("clusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://%s:6443\n  name: prod-eu",
			b.k("LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM"+rs(80, b64s)), b.k(fmt.Sprintf("10.%d.%d.%d", rng(0, 255), rng(0, 255), rng(1, 254))))
	}},
	{"clean_public_cert_pem", func(b *B) string {
		body := pemBody(3)
		return fmt.Sprintf("+-----BEGIN CERTIFICATE-----\n+%s\n+%s\n+%s\n+-----END CERTIFICATE-----\n (public CA bundle, %s)",
			b.k(body[0]), b.k(body[1]), b.k(body[2]), b.k(issue()))
	}},
	{"clean_git_bisect", func(b *B) string {
		return fmt.Sprintf("$ git bisect good %s\nBisecting: %d revisions left to test after this (roughly %d steps)\n[%s] perf: batch inserts (%s)",
			b.k(hexs(7)), rng(3, 400), rng(2, 9), b.k(sha()), b.k(issue()))
	}},
	{"clean_placeholders_doc", func(b *B) string {
		return fmt.Sprintf("```bash\ncurl -H \"Authorization: Bearer %s\" https://api.%s/v1/me\nexport API_TOKEN=%s\nmysql -u root -p%s\n```",
			b.k("<token>"), pickL(orgDomains), b.k("YOUR_TOKEN"), b.k("${MYSQL_ROOT_PASSWORD}"))
	}},
	{"clean_ci_timings", func(b *B) string {
		return fmt.Sprintf("%sT%02d:%02d:%02d.%07dZ ##[group]Run actions/cache@v4\nCache restored from key: %s\nReceived %d of %d (100.0%%), %.1f MBs/sec\nJob ID %s",
			b.k(date()), rng(0, 23), rng(0, 59), rng(0, 59), rng(0, 9999999), b.k("Linux-go-"+hexs(64)), rng(10000000, 999999999), rng(10000000, 999999999), float64(rng(10, 900))/10, b.k(digits(11)))
	}},
	{"clean_masked_card_logs", func(b *B) string {
		return fmt.Sprintf("charge.succeeded amount=%d currency=usd card=%s brand=visa exp=%02d/%d order=%s",
			rng(100, 99999), b.k("**** **** **** "+digits(4)), rng(1, 12), rng(2026, 2032), b.k("ORD-"+digits(8)))
	}},
	{"clean_timestamps_ids", func(b *B) string {
		return fmt.Sprintf("migrate: applied %s_create_payments (%dms)\nmigrate: applied %s_add_ssn_hash (%dms)\nschema_migrations version=%s",
			b.k("2025"+digits(10)), rng(3, 900), b.k("2025"+digits(10)), rng(3, 900), b.k("2025"+digits(10)))
	}},
	{"clean_review_nits", func(b *B) string {
		return fmt.Sprintf("%s commented on lines +%d to +%d:\n\nnit: `retryAfter` should be seconds, not ms — `%s` vs `%s`. Otherwise LGTM ✅ (re: %s)",
			b.k("@"+user()), rng(10, 200), rng(201, 400), b.k("Retry-After: 120"), b.k("120000"), b.k(issue()))
	}},
	{"clean_yarn_lock", func(b *B) string {
		return fmt.Sprintf("\"%s@^%s\":\n  version \"%s\"\n  resolved \"https://registry.yarnpkg.com/%s/-/x.tgz#%s\"\n  integrity %s",
			pick("ms", "debug", "semver", "chalk"), b.k(ver()), b.k(ver()), pick("ms", "debug"), b.k(hexs(40)), b.k(sha512i()))
	}},
	{"clean_settings_env_refs", func(b *B) string {
		return fmt.Sprintf("DATABASES = {\"default\": {\"PASSWORD\": os.getenv(\"DB_PASSWORD\"), \"PORT\": %s}}\nEMAIL_HOST_PASSWORD = env(\"EMAIL_HOST_PASSWORD\")\nSTRIPE_KEY = settings.%s",
			b.k("5432"[0:0]+"\"5432\""), b.k(strings.ToUpper("stripe_secret_key")))
	}},
}
