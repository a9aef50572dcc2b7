package main

import (
	"fmt"
	"strings"
)

func ph() string {
	return pick("<token>", "$GITHUB_TOKEN", "${NPM_TOKEN}", "YOUR_API_KEY", "xoxb-your-token-here", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "<your-secret-here>", "********", "changeme", "REDACTED", "${{ secrets.DEPLOY_TOKEN }}", "{{ .Values.apiKey }}", "%(API_KEY)s", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "<INSERT_KEY>", "dummy", "sk-...", "hf_***")
}

func cleanKinds() []kindFn {
	return []kindFn{
		{"aws_doc_example", func(b *B) string {
			return fmt.Sprintf("# Example from the AWS CLI docs — not a real key\n[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = us-west-2", b.K("AKIAIOSFODNN7EXAMPLE"), b.K(pick("wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY")))
		}},
		{"stripe_doc_example", func(b *B) string {
			return fmt.Sprintf("curl https://api.stripe.com/v1/charges -u %s: -d amount=%d -d currency=usd -d source=%s  # key from the Stripe docs", b.K("sk_test_4eC39HqLyjWDarjtT1zdp7dc"), 100*(1+r.Intn(90)), b.K("tok_visa"))
		}},
		{"env_example", func(b *B) string {
			return fmt.Sprintf("# .env.example — copy to .env and fill in\nGITHUB_TOKEN=%s\nSTRIPE_SECRET_KEY=%s\nOPENAI_API_KEY=%s\nAPP_VERSION=%s", b.K(ph()), b.K(ph()), b.K(ph()), b.K(semver()))
		}},
		{"ssh_authorized_keys", func(b *B) string {
			return fmt.Sprintf("# ~/.ssh/authorized_keys\n%s\n%s", b.K(sshPubKey(pick("deploy@ci", "laptop-2024", "bastion"))), b.K(sshPubKey(pick("yubikey-5c", "github-actions", "backup"))))
		}},
		{"known_hosts", func(b *B) string {
			return fmt.Sprintf("|1|%s|%s %s", b.K(b64std(20)), b64std(20), b.K(strings.TrimSuffix(sshPubKey("x"), " x")))
		}},
		{"ssh_fingerprint", func(b *B) string {
			return fmt.Sprintf("$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:%s deploy@ci (ED25519)", b.K(strings.TrimRight(b64std(32), "=")))
		}},
		{"pgp_public_block", func(b *B) string {
			return fmt.Sprintf("-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n%s\n=%s\n-----END PGP PUBLIC KEY BLOCK-----\nFingerprint: %s", b.K(wrap("mDMEZ"+rs(alnum+"+/", 180), 64)), rs(alnum+"+/", 4), b.K(strings.ToUpper(hx(40))))
		}},
		{"age_recipients", func(b *B) string {
			return fmt.Sprintf("# .sops.yaml\ncreation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: >-\n      %s,\n      %s", b.K(bech32("age", randBytes(32))), b.K(bech32("age", randBytes(32))))
		}},
		{"wireguard_peer_public", func(b *B) string {
			return fmt.Sprintf("[Peer]\n# %s\nPublicKey = %s\nPresharedKey = (stored in vault)\nAllowedIPs = 10.%d.0.%d/32", pick("laptop-omar", "phone-li"), b.K(b64std(32)), r.Intn(200), 2+r.Intn(200))
		}},
		{"git_log_oneline", func(b *B) string {
			var l []string
			for i := 0; i < 4; i++ {
				l = append(l, b.K(hx(7))+" "+pick("fix: rotate leaked token handling", "chore(deps): bump axios to "+semver(), "feat: add api key scopes", "docs: explain SECRET_KEY setup", "ci: mask tokens in logs"))
			}
			return strings.Join(l, "\n")
		}},
		{"docker_digest", func(b *B) string {
			return fmt.Sprintf("$ docker pull ghcr.io/northwind/api:%s\n%s: Pulling from northwind/api\nDigest: sha256:%s\nStatus: Downloaded newer image", b.K(semver()), semver(), b.K(sha64()))
		}},
		{"npm_lock_integrity", func(b *B) string {
			return fmt.Sprintf("\"node_modules/%s\": {\n  \"version\": \"%s\",\n  \"resolved\": \"https://registry.npmjs.org/x/-/x-%s.tgz\",\n  \"integrity\": \"%s\"\n}", pick("lodash", "chalk", "semver"), b.K(semver()), semver(), b.K("sha512-"+b64std(64)))
		}},
		{"go_sum", func(b *B) string {
			return fmt.Sprintf("github.com/%s v%s h1:%s\ngithub.com/%s v%s/go.mod h1:%s", pick("stretchr/testify", "google/uuid", "spf13/cobra"), semver(), b.K(b64std(32)), "golang-jwt/jwt/v5", semver(), b.K(b64std(32)))
		}},
		{"pip_hashes", func(b *B) string {
			return fmt.Sprintf("requests==%s \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s", b.K("2."+fmt.Sprint(28+r.Intn(5))+".0"), b.K(sha64()), b.K(sha64()))
		}},
		{"request_ids_log", func(b *B) string {
			return fmt.Sprintf("%s INFO request completed status=200 request_id=%s trace_id=%s span_id=%s duration_ms=%d", b.K(isoTime()), b.K(uuid()), b.K(hx(32)), b.K(hx(16)), r.Intn(900))
		}},
		{"stripe_object_ids", func(b *B) string {
			return fmt.Sprintf("Charge %s for customer %s succeeded (payment_intent %s, invoice %s, price %s) — account %s", b.K("ch_3"+rs(alnum, 23)), b.K("cus_"+rs(alnum, 14)), b.K("pi_3"+rs(alnum, 23)), b.K("in_1"+rs(alnum, 23)), b.K("price_1"+rs(alnum, 23)), b.K("acct_1"+rs(alnum, 15)))
		}},
		{"publishable_keys", func(b *B) string {
			return fmt.Sprintf("<script>\n  const stripe = Stripe('%s');\n  const supabase = createClient('https://%s.supabase.co', '%s');\n</script>", b.K(pick("pk_live_51", "pk_test_51")+rs(alnum, 97)), rs(lower, 20), b.K("sb_publishable_"+rs(alnum+"-_", 31)))
		}},
		{"slack_ids", func(b *B) string {
			return fmt.Sprintf("event: message channel=%s user=%s team=%s ts=%s thread_ts=%s app=%s", b.K("C0"+rs(ualnum, 9)), b.K("U0"+rs(ualnum, 9)), b.K("T0"+rs(ualnum, 8)), b.K(fmt.Sprintf("%d.%06d", unixT(), r.Intn(1000000))), fmt.Sprintf("%d.%06d", unixT(), r.Intn(1000000)), b.K("A0"+rs(ualnum, 9)))
		}},
		{"github_ids", func(b *B) string {
			return fmt.Sprintf("{\"id\": %s, \"node_id\": \"%s\", \"head_sha\": \"%s\", \"run_number\": %d, \"check_suite_id\": %s}", b.K(nz(10)), b.K("WFR_kwLO"+rs(alnum+"-_", 20)), b.K(sha40()), 100+r.Intn(9000), b.K(nz(11)))
		}},
		{"sentry_dsn", func(b *B) string {
			return fmt.Sprintf("Sentry.init({\n  dsn: \"%s\",\n  release: \"web@%s\",\n  tracesSampleRate: 0.%d,\n});", b.K(dsn()), b.K(semver()), 1+r.Intn(9))
		}},
		{"mapbox_public", func(b *B) string {
			return fmt.Sprintf("mapboxgl.accessToken = '%s';", b.K("pk."+b64us(fmt.Sprintf(`{"u":"%s","a":"%s"}`, pick("northwind", "kairo-maps", "citybikes"), rs(lalnum, 25)))+"."+rs(alnum+"-_", 22)))
		}},
		{"google_client_id", func(b *B) string {
			return fmt.Sprintf("<meta name=\"google-signin-client_id\" content=\"%s\">\n<!-- GA: %s -->", b.K(nz(12)+"-"+rs(lalnum, 32)+".apps.googleusercontent.com"), b.K("G-"+rs(ualnum, 10)))
		}},
		{"algolia_search_only", func(b *B) string {
			return fmt.Sprintf("const searchClient = algoliasearch('%s', '%s'); // search-only key, safe in the browser", b.K(rs(ualnum, 10)), b.K(hx(32)))
		}},
		{"analytics_public_tokens", func(b *B) string {
			return fmt.Sprintf("analytics.load(\"%s\");\nmixpanel.init(\"%s\");\nposthog.init('%s', {api_host: 'https://eu.posthog.com'})", b.K(rs(alnum, 32)), b.K(hx(32)), b.K("phc_"+rs(alnum, 43)))
		}},
		{"twilio_sids", func(b *B) string {
			return fmt.Sprintf("Message %s queued on messaging service %s (account %s), status callback %s", b.K("SM"+hx(32)), b.K("MG"+hx(32)), b.K("AC"+hx(32)), "https://hooks."+pick(orgDomains...)+"/twilio/status")
		}},
		{"aws_arns", func(b *B) string {
			acct := nz(12)
			return fmt.Sprintf("arn:aws:iam::%s:role/%s\narn:aws:kms:us-east-1:%s:key/%s\nAccessKeyId %s was last used %s (key id only; secret not shown)", b.K(acct), pick("deploy", "ci-oidc", "readonly"), acct, b.K(uuid()), b.K(akia()), b.K(date()))
		}},
		{"azure_ids", func(b *B) string {
			return fmt.Sprintf("/subscriptions/%s/resourceGroups/rg-%s/providers/Microsoft.KeyVault/vaults/kv-%s\ntenantId: %s\nclientId: %s  # app registration, secret lives in Key Vault", b.K(uuid()), pick("prod", "shared"), rs(lalnum, 6), b.K(uuid()), b.K(uuid()))
		}},
		{"sha256sum_output", func(b *B) string {
			return fmt.Sprintf("$ sha256sum dist/*\n%s  dist/app-%s-linux-amd64.tar.gz\n%s  dist/app-%s-darwin-arm64.tar.gz\n$ md5sum notes.txt\n%s  notes.txt", b.K(sha64()), semver(), b.K(sha64()), semver(), b.K(hx(32)))
		}},
		{"configmap_base64", func(b *B) string {
			return fmt.Sprintf("apiVersion: v1\nkind: ConfigMap\nbinaryData:\n  banner.txt: %s\ndata:\n  LOG_LEVEL: info\n  FEATURE_FLAGS: \"%s\"", b.K(b64s(pick("Welcome to the staging cluster!", "maintenance window: sunday 02:00 UTC", "hello world"))), pick("beta_search,dark_mode", "v2_checkout"))
		}},
		{"gitleaks_allowlist", func(b *B) string {
			return fmt.Sprintf("[allowlist]\ndescription = \"ignore test fixtures and docs\"\npaths = ['''tests/fixtures/.*''', '''docs/.*\\.md''']\nregexes = ['''AKIA[0-9A-Z]{16}EXAMPLE''', '''%s''']\ncommits = [\"%s\"]", b.K(pick("sk_test_4eC39HqLyjWDarjtT1zdp7dc", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "AKIAIOSFODNN7EXAMPLE", "xoxb-not-a-real-token-this-will-not-work")), b.K(sha40()))
		}},
		{"gitleaks_redacted_report", func(b *B) string {
			return fmt.Sprintf("Finding:     %s=REDACTED\nSecret:      REDACTED\nRuleID:      %s\nEntropy:     %.6f\nFile:        %s\nLine:        %d\nCommit:      %s\nFingerprint: %s", pick("GITHUB_TOKEN", "STRIPE_SECRET_KEY", "SLACK_WEBHOOK_URL"), pick("github-pat", "stripe-access-token", "slack-webhook-url"), 3+r.Float64()*2, pick(".env", "config/prod.yml"), 1+r.Intn(99), b.K(sha40()), b.K(sha40()+":.env:generic-api-key:"+fmt.Sprint(1+r.Intn(99))))
		}},
		{"detect_secrets_baseline", func(b *B) string {
			return fmt.Sprintf("\"results\": {\n  \"config/settings.py\": [\n    {\n      \"type\": \"Secret Keyword\",\n      \"filename\": \"config/settings.py\",\n      \"hashed_secret\": \"%s\",\n      \"is_verified\": false,\n      \"line_number\": %d\n    }\n  ]\n},\n\"generated_at\": \"%s\"", b.K(hx(40)), 1+r.Intn(200), b.K(isoTime()))
		}},
		{"gh_alert_metadata", func(b *B) string {
			return fmt.Sprintf("{\"number\": %d, \"state\": \"resolved\", \"resolution\": \"revoked\", \"secret_type\": \"%s\", \"secret_type_display_name\": \"%s\", \"push_protection_bypassed\": false, \"created_at\": \"%s\", \"html_url\": \"https://github.com/northwind/web/security/secret-scanning/%d\"}", 1+r.Intn(400), pick("github_personal_access_token", "slack_api_token", "stripe_api_key"), pick("GitHub Personal Access Token", "Slack API Token"), b.K(isoTime()), 1+r.Intn(400))
		}},
		{"jwt_truncated", func(b *B) string {
			return fmt.Sprintf("The header should look like `Authorization: Bearer %s` — a JWT has three dot-separated parts; ours only had the header %s.", b.K(pick("eyJhbGciOi...", "eyJhbGciOiJIUzI1NiIs…", "<jwt>")), b.K(b64us(pick(`{"alg":"HS256","typ":"JWT"}`, `{"alg":"RS256","kid":"`+hx(8)+`"}`))))
		}},
		{"env_refs_code", func(b *B) string {
			return choose(
				func() string {
					return fmt.Sprintf("client = OpenAI(api_key=os.environ[\"OPENAI_API_KEY\"])\nstripe.api_key = os.getenv(\"STRIPE_SECRET_KEY\")  # v%s", b.K(semver()))
				},
				func() string {
					return fmt.Sprintf("const token = process.env.GITHUB_TOKEN;\nconst headers = { Authorization: `Bearer ${token}` }; // retry=%d", r.Intn(5))
				},
				func() string {
					return fmt.Sprintf("token := os.Getenv(\"SLACK_BOT_TOKEN\")\nreq.Header.Set(\"Authorization\", \"Bearer \"+token) // build %s", b.K(hx(7)))
				},
			)
		}},
		{"gha_secrets_refs", func(b *B) string {
			return fmt.Sprintf("      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n      - uses: docker/login-action@%s\n        with:\n          password: ${{ secrets.DOCKERHUB_TOKEN }}", b.K(sha40()))
		}},
		{"masked_ci_log", func(b *B) string {
			return fmt.Sprintf("%s Run curl -H \"Authorization: Bearer ***\" https://api.github.com/repos/northwind/web/releases\n%s   \"tag_name\": \"v%s\",\n%s   \"id\": %s", b.K(isoTime()), isoTime(), b.K(semver()), isoTime(), b.K(nz(9)))
		}},
		{"luhn_fail_ids", func(b *B) string {
			return fmt.Sprintf("order %s shipped; tracking %s; legacy account ref %s", b.K("ORD-"+nz(8)), b.K("1Z"+rs(ualnum, 16)), b.K(luhnFail(16)))
		}},
		{"ethereum_public", func(b *B) string {
			return fmt.Sprintf("Contract deployed to %s\nTransaction hash: %s\nBlock: %s", b.K("0x"+hx(40)), b.K("0x"+hx(64)), b.K(nz(8)))
		}},
		{"bitcoin_public", func(b *B) string {
			return fmt.Sprintf("Send donations to %s (txid of last payout: %s)", b.K(bech32("bc", append([]byte{0}, randBytes(20)...))), b.K(hx(64)))
		}},
		{"certificate_public", func(b *B) string {
			return fmt.Sprintf("-----BEGIN CERTIFICATE-----\n%s\n-----END CERTIFICATE-----\nserial=%s notAfter=%s", b.K(wrap("MIIC"+rs(alnum+"+/", 250), 64)), b.K(rs(hexu, 32)), b.K(date()))
		}},
		{"pkce_public", func(b *B) string {
			return fmt.Sprintf("https://auth.%s/authorize?response_type=code&client_id=%s&code_challenge=%s&code_challenge_method=S256&state=%s", pick(orgDomains...), b.K(rs(alnum, 32)), b.K(b64url(32)), b.K(rs(alnum, 16)))
		}},
		{"key_last4", func(b *B) string {
			return fmt.Sprintf("Key %s (created %s, last used %s) — ends in %s; fingerprint %s", b.K(pick("sk_live_...", "ghp_****", "xoxb-…", "sk-proj-…")+rs(alnum, 4)), b.K(date()), b.K(date()), rs(alnum, 4), b.K("SHA256:"+strings.TrimRight(b64std(32), "=")))
		}},
		{"openapi_security", func(b *B) string {
			return fmt.Sprintf("components:\n  securitySchemes:\n    bearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT\n    apiKey:\n      type: apiKey\n      in: header\n      name: X-API-Key\ninfo:\n  version: %s", b.K(semver()))
		}},
		{"vault_metadata", func(b *B) string {
			return fmt.Sprintf("$ vault token lookup -accessor %s\nKey            Value\naccessor       %s\ncreation_time  %d\nexpire_time    %s\npolicies       [default deploy]", b.K(rs(alnum, 24)), rs(alnum, 24), unixT(), b.K(isoTime()))
		}},
		{"stripe_test_cards_doc", func(b *B) string {
			return fmt.Sprintf("Use test card %s (Visa) or %s (Mastercard) with any CVC and a future date like %s; %s triggers a decline.", b.K(pick("4242 4242 4242 4242", "4242424242424242")), b.K(pick("5555 5555 5555 4444", "5555555555554444")), b.K(fmt.Sprintf("%02d/%d", 1+r.Intn(12), 30+r.Intn(5))), b.K(pick("4000000000000002", "4000 0000 0000 9995")))
		}},
		{"invalid_ssn_fixture", func(b *B) string {
			return fmt.Sprintf("# faker fixture — invalid by design\nssn_examples = [\"%s\", \"%s\", \"%s\"]  # 000/666/987-65-432x never issued", b.K(fmt.Sprintf("000-%02d-%04d", 1+r.Intn(99), r.Intn(10000))), b.K(fmt.Sprintf("666-%02d-%04d", 1+r.Intn(99), r.Intn(10000))), b.K(fmt.Sprintf("987-65-432%d", r.Intn(10))))
		}},
		{"uuid_api_keys_listing", func(b *B) string {
			return fmt.Sprintf("$ gh api /orgs/northwind/actions/secrets --jq '.secrets[] | .name + \" \" + .updated_at'\nNPM_TOKEN %s\nDOCKERHUB_TOKEN %s\nSLACK_WEBHOOK_URL %s", b.K(isoTime()), isoTime(), isoTime())
		}},
		{"versions_and_builds", func(b *B) string {
			return fmt.Sprintf("gitleaks version %s, trufflehog %s, detect-secrets %s — scanned %d commits in %s (build %s)", b.K("v8."+fmt.Sprint(18+r.Intn(10))+"."+fmt.Sprint(r.Intn(5))), b.K("3."+fmt.Sprint(60+r.Intn(30))+"."+fmt.Sprint(r.Intn(5))), b.K("1.5.0"), 1000+r.Intn(90000), b.K(fmt.Sprintf("%dm%02ds", r.Intn(10), r.Intn(60))), b.K(nz(8)))
		}},
		{"fcm_registration_token", func(b *B) string {
			return fmt.Sprintf("{\"message\": {\"token\": \"%s\", \"notification\": {\"title\": \"Order shipped\"}}}  // device registration token, not a server key", b.K(rs(alnum+"-_", 22)+":APA91b"+rs(alnum+"-_", 134)))
		}},
		{"secret_refs_k8s", func(b *B) string {
			return fmt.Sprintf("env:\n  - name: DATABASE_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-credentials\n        key: password\n  - name: BUILD_ID\n    value: \"%s\"", b.K(nz(7)))
		}},
		{"csrf_and_nonce", func(b *B) string {
			return fmt.Sprintf("<input type=\"hidden\" name=\"csrf_token\" value=\"%s\">\n<script nonce=\"%s\" src=\"/static/app.%s.js\"></script>", b.K(rs(alnum, 40)), b.K(b64std(16)), b.K(hx(8)))
		}},
		{"password_policy_prose", func(b *B) string {
			return fmt.Sprintf("Passwords must be at least %d characters; the default password for new routers (e.g. `%s`) must be changed on first login. Ticket %s.", 12+r.Intn(6), b.K("admin/admin"), b.K(pick("SEC-", "IT-")+nz(4)))
		}},
	}
}
