package scrub

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// Twenty-first round, the bearer family: what corpora 43 and 44 showed.
// Each table holds credentials that were missed before the round's rule
// and the neighbours the rule must leave as they were.

// hex64 and friends are bodies of the lengths the issuers give.
var (
	hex64 = "3225870c3e9b3121561d1a8f76e7fe1600509670bfd17316edd6f000815ee5f2"
	hex40 = "c933e07d63b30e97b24011d003412573a55878fa"
)

// TestBodiedVendorTokens: the prefixes issuers put on their tokens, each
// with the body's alphabet and length from the issuer's documentation or
// the secret-scanning rules written from it (see bodiedTokens): Notion's
// "ntn_" (eleven digits and 35 letters or digits) and "secret_" (43),
// Linear's "lin_api_" (40), OpenAI's "sk-" keys with "T3BlbkFJ" after
// twenty bytes and its "sk-admin-" keys, DigitalOcean's "dop_v1_",
// "doo_v1_", "dor_v1_" (64 hex), Grafana's "glc_" and "glsa_", Sentry's
// "sntryu_" and "sntrys_", Supabase's "sbp_", Fly.io's "fo1_", Groq's
// "gsk_", Docker Hub's "dckr_pat_", 1Password's "ops_". Another length,
// another alphabet, a body glued to more, a prefix inside a word, a
// placeholder, or the prefix in a name of code stays.
func TestBodiedVendorTokens(t *testing.T) {
	ops := "ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6InE2dE0tYzNtRDhiNUp2OHh1YVdzUmcifSwiZW1haWwiOiJ5Z3hmcm0zb21oY3NtQDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20ifQ"
	checkScrubbed(t, []scrubbed{
		// Notion.
		{"NOTION_TOKEN=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\nLOG=1", "NOTION_TOKEN=[REDACTED]\nLOG=1"},
		{"- Notion: `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` (created 2025-01-04)", "- Notion: `[REDACTED]` (created 2025-01-04)"},
		{"NOTION_TOKEN=secret_ECUXNs0l52JVzmddqteO2bzabFjfdnyCQogxeUYIM4V", "NOTION_TOKEN=[REDACTED]"},
		{"curl -H 'Authorization: Bearer secret_KhJO7pNkMgjXXsPMrCPTqSMZM4gjQc1WI5yaBXQa1e7' \\", "curl -H 'Authorization: Bearer [REDACTED]' \\"},
		{"notion = Client(auth=\"secret_nqS5vOBuEG1hoSxFkhZh1STQvSj9aOIYVhnwHaIlYeL\")", "notion = Client(auth=\"[REDACTED]\")"},
		// Linear.
		{"LINEAR_API_KEY=lin_api_OBktfKWAxEVzjRpWxv9NaVblcdLJnfAEOIIFX97X\nLOG_LEVEL=debug", "LINEAR_API_KEY=[REDACTED]\nLOG_LEVEL=debug"},
		{"Linear key for the [[Reading List]] integration → lin_api_4oaSz5E0ZZDSoPCgEJ6p4lDzLuW1S7wlwBMk72Eq", "Linear key for the [[Reading List]] integration → [REDACTED]"},
		// OpenAI.
		{"OPENAI_API_KEY=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\n", "OPENAI_API_KEY=[REDACTED]\n"},
		{"¿dónde guardé la clave? era 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", "¿dónde guardé la clave? era [REDACTED]"},
		{"admin key sk-admin-JWARXiHjpLXSh6W_0pFGb3sW7yr0cKheXXtWGMY0Q8kbBNqsxLskJy0LCOT3BlbkFJgTJWgjMvdi6YlPvdXRq, rotate",
			"admin key [REDACTED], rotate"},
		// DigitalOcean, Grafana, Sentry, Supabase, Fly.io, Groq, Docker Hub, 1Password.
		{"DIGITALOCEAN_TOKEN=dop_v1_" + hex64, "DIGITALOCEAN_TOKEN=[REDACTED]"},
		{"oauth doo_v1_" + hex64 + " refresh dor_v1_" + hex64, "oauth [REDACTED] refresh [REDACTED]"},
		{"loki_key: glc_eyJvIjoiNzQ0NTg3IiwibiI6InN0YWNrLTQ3NTgzMC1obC13cml0ZSIsImsiOiI4M2w3cmdYUlBoMTUyMW1lMU0yNnl5UDUifQ==",
			"loki_key: [REDACTED]"},
		{"'Authorization': 'Bearer glsa_pITqMOBIfNH2KL4PkXJqmTyQl0D9QGxF_486f63e1'", "'Authorization': 'Bearer [REDACTED]'"},
		{"sentry-cli login --auth-token sntryu_" + hex64, "sentry-cli login --auth-token [REDACTED]"},
		{"SENTRY_AUTH_TOKEN=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",
			"SENTRY_AUTH_TOKEN=[REDACTED]"},
		{"supabase login --token sbp_" + hex40, "supabase login --token [REDACTED]"},
		{"Fly access token: fo1_8rz-j7r2eqJ2U7affEOO3HJN0j63DInyog3eV-glQSc\n", "Fly access token: [REDACTED]\n"},
		{"client = Groq(api_key=\"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\")", "client = Groq(api_key=\"[REDACTED]\")"},
		{"echo dckr_pat_p3jYrxxLOa_ZepweHHBzo_zTS8A | docker login -u ci --password-stdin", "echo [REDACTED] | docker login -u ci --password-stdin"},
		{"export OP_SERVICE_ACCOUNT_TOKEN=" + ops + "\n", "export OP_SERVICE_ACCOUNT_TOKEN=[REDACTED]\n"},
		// Negatives: code names, other lengths and alphabets, words,
		// placeholders.
		{"secret_key = settings.SECRET_KEY; secret_name = \"prod-db\"", "secret_key = settings.SECRET_KEY; secret_name = \"prod-db\""},
		{"k8s.V1Secret(secret_ECUXNs0l52JVzmddqteO2bzabFjfdnyCQogxeUYIM4V_v2)", "k8s.V1Secret(secret_ECUXNs0l52JVzmddqteO2bzabFjfdnyCQogxeUYIM4V_v2)"},
		{"get_secret_access_policy_for_the_production_cluster_x", "get_secret_access_policy_for_the_production_cluster_x"},
		{"secret_abcdefghijklmnopqrstuvwxyzabcdefghijklmnopq", "secret_abcdefghijklmnopqrstuvwxyzabcdefghijklmnopq"},
		{"secret_ecuxns0l52jvzmddqteo2bzabfjfdnycqogxeuyim4v", "secret_ecuxns0l52jvzmddqteo2bzabfjfdnycqogxeuyim4v"},
		{"my_secret_ECUXNs0l52JVzmddqteO2bzabFjfdnyCQogxeUYIM4V", "my_secret_ECUXNs0l52JVzmddqteO2bzabFjfdnyCQogxeUYIM4V"},
		{"ntn_12345678901 and ntn_12345678901abc", "ntn_12345678901 and ntn_12345678901abc"},
		{"ntn_abcdefghijkVOOyJxZzPwcRmeMaKc34zsCTxMuEKRbFlhc", "ntn_abcdefghijkVOOyJxZzPwcRmeMaKc34zsCTxMuEKRbFlhc"},
		{"lin_api_OBktfKWAxEVzjRpWxv9NaVblcdLJnfAEOIIFX97 (39)", "lin_api_OBktfKWAxEVzjRpWxv9NaVblcdLJnfAEOIIFX97 (39)"},
		{"lin_api_key = os.environ[\"LINEAR\"]", "lin_api_key = os.environ[\"LINEAR\"]"},
		{"sk-nrBdy5h4KGduBkUp5HqFX3BlbkFJmZOPBiEi0MvFqIYSw9Ub", "sk-nrBdy5h4KGduBkUp5HqFX3BlbkFJmZOPBiEi0MvFqIYSw9Ub"},
		{"pip install scikit-learn; risk-free, task-based, desk-top", "pip install scikit-learn; risk-free, task-based, desk-top"},
		{"dop_v1_" + strings.ToUpper(hex64) + "Z", "dop_v1_" + strings.ToUpper(hex64) + "Z"},
		{"dop_v1_your_token_here and dop_v1_xxxxxxxx", "dop_v1_your_token_here and dop_v1_xxxxxxxx"},
		{"glsa_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX_AAAAAAAA", "glsa_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX_AAAAAAAA"},
		{"static void GLC_CreateLightmapTextureArray(void); glc_init();", "static void GLC_CreateLightmapTextureArray(void); glc_init();"},
		{"api_key = \"fo1_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"", "api_key = \"fo1_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\""},
		{`<input type="hidden" name="authenticity_token" value="7SWa-Fo1_hsC6oovfBsJFLGPUl2EhkSWPbJhWANwgaJWBDl1vx">`,
			`<input type="hidden" name="authenticity_token" value="7SWa-Fo1_hsC6oovfBsJFLGPUl2EhkSWPbJhWANwgaJWBDl1vx">`},
		{"GSK_API_KEY=gsk_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx; task_gsk_count", "GSK_API_KEY=gsk_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx; task_gsk_count"},
		{"DOCKERHUB_TOKEN: 'dckr_pat_test', ops_count = 3, stops_total", "DOCKERHUB_TOKEN: 'dckr_pat_test', ops_count = 3, stops_total"},
		{"export OP_SERVICE_ACCOUNT_TOKEN=ops_eyJzaWduSW5BZGRyZXNzIjoiaHR0cHM6...", "export OP_SERVICE_ACCOUNT_TOKEN=ops_eyJzaWduSW5BZGRyZXNzIjoiaHR0cHM6..."},
		{"whsec_" + hex40 + " and pk_live_yDEWWZbQ6T1baW5ryeBPmEPM stay", "[REDACTED] and pk_live_yDEWWZbQ6T1baW5ryeBPmEPM stay"}, // round 22: whsec_ is a secret
	})
}

// TestShapedTokens: credentials found by a shape their issuer documents
// rather than a prefix alone. Telegram's bot token (the bot's id, eight to
// ten digits, ':' and 34 or 35 bytes from an 'A') is one finding, not a
// phone and a secret left beside it; Airtable's "pat" token (fourteen
// letters or digits, '.', 64 hex digits); SendGrid's "SG." keys (22,
// '.', 43); PyPI's "pypi-AgEIcHlwaS5vcmc…"; Doppler's "dp.pt."; Vault's
// "hvs."; a Discord bot token, whose first part is the base64 of the bot's
// id, digits; the auth token a Twilio client takes after its account's
// "AC…" id; the secret of a Slack webhook's path; Hugging Face's tokens,
// 34 letters and no digit. What has the shape's parts but not the shape
// stays: an ISO time's colon, a ratio, "path.to.module", a JWT, a Discord
// token's neighbours that are base64 of words, two hex strings passed
// together without an "AC" id first, an id alone.
func TestShapedTokens(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		// Telegram.
		{"bot token 123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw ok", "bot token [REDACTED] ok"},
		{"Telegram bot for reminders: token 1935244578:AAo-zSK7PU819frm_lQOMzGh0knSn9-dEFG, chat id 855321987",
			"Telegram bot for reminders: token [REDACTED], chat id 855321987"},
		{`url = "https://api.telegram.org/bot2927250329:AA-iSpFxqK881kwBZA9Rba8_iZs0lOMDU7M/sendMessage"`,
			`url = "https://api.telegram.org/bot[REDACTED]/sendMessage"`},
		{"TELEGRAM_BOT_TOKEN=7616097790:AAWwlchScH0sBF-_UbdwKRNz6c7Qbe-QbTP\n", "TELEGRAM_BOT_TOKEN=[REDACTED]\n"},
		// Airtable, SendGrid, PyPI, Doppler, Vault.
		{"- Airtable: `patJ6BBH1Gc6rhEAt." + hex64 + "` (created 2026-04-05)", "- Airtable: `[REDACTED]` (created 2026-04-05)"},
		{"is patqsfxKPy0H2uOcx." + hex64 + " still valid?", "is [REDACTED] still valid?"},
		{`sg = SendGridAPIClient("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")`, `sg = SendGridAPIClient("[REDACTED]")`},
		{"[pypi]\nusername = __token__\npassword = pypi-AgEIcHlwaS5vcmcfXGAqdlnJqw7Yg5FxiJi1Tna7bSI2rQ4u0Zk9Xc1Vb3Nm5Lp7Qw9Er2Ty4Ui6Op8\n",
			"[pypi]\nusername = __token__\npassword = [REDACTED]\n"},
		{"doppler configure set token dp.pt.Zk3Pq8Lm2Nx7Rv4Tb9WcZk3Pq8Lm2Nx7Rv4Tb9WcAb1", "doppler configure set token [REDACTED]"},
		// Dots close before: a pair's prefix is still asked, a shape's
		// token starts seventeen bytes on.
		{"e.g. dp.pt.Zk3Pq8Lm2Nx7Rv4Tb9WcZk3Pq8Lm2Nx7Rv4Tb9WcAb1 and a.b 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",
			"e.g. [REDACTED] and a.b [REDACTED]"},
		{"x. patJ6BBH1Gc6rhEAt." + hex64 + " ok", "x. [REDACTED] ok"},
		{"vault login hvs." + strings.Repeat("CAESIJ3kq8Lm2Nx7Rv4Tb9Wc", 4), "vault login [REDACTED]"},
		// Discord.
		{"client.run(\"MTI0MTEyMDY5NTUwNDAzMDcxNg.sTMad6.10GYcdWnbxWwVaDIkMcLadj3u0Ag_hwSLYTa3f\")", "client.run(\"[REDACTED]\")"},
		{"bot.run('ODIxMjk5NzEzNzIxOTc0ODQ5.QJJ6Tj.-bWbaPgr9N4UvahqDx73ra5g9opKqyG6yQ74LC')", "bot.run('[REDACTED]')"},
		// Twilio.
		{"const client = twilio('AC36e275f02dae39f70c7af1c5e44ffe15', 'a7927b90d8c4d11d5fd5d731cbb6267b');",
			"const client = twilio('AC36e275f02dae39f70c7af1c5e44ffe15', '[REDACTED]');"},
		{`client = Client("AC36e275f02dae39f70c7af1c5e44ffe15","a7927b90d8c4d11d5fd5d731cbb6267b")`,
			`client = Client("AC36e275f02dae39f70c7af1c5e44ffe15","[REDACTED]")`},
		// Slack webhooks: the secret, not the ids.
		{"webhookUrl: https://hooks.slack.com/services/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\n",
			"webhookUrl: https://hooks.slack.com/services/T0HM8FR1R7/B0GFHRYWSBR/[REDACTED]\n"},
		// Hugging Face, letters only.
		{"!huggingface-cli login --token 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\n", "!huggingface-cli login --token [REDACTED]\n"},
		// Negatives.
		{"at 2026-01-14T10:22:38 the job ran; ratio 16:9; 12:00:AA", "at 2026-01-14T10:22:38 the job ran; ratio 16:9; 12:00:AA"},
		{"id 1234567:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw (seven digits)", "id 1234567:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw (seven digits)"},
		{"123456789:BAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw and 123456789:AAHdqTcvCH1vGW", "123456789:BAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw and 123456789:AAHdqTcvCH1vGW"},
		{"the path.to.module and os.path.join; pattern.match(x); patience. Path: /usr/bin", "the path.to.module and os.path.join; pattern.match(x); patience. Path: /usr/bin"},
		{"patJ6BBH1Gc6rhEAt.3225870c3e9b3121561d1a8f76e7fe16 (short)", "patJ6BBH1Gc6rhEAt.3225870c3e9b3121561d1a8f76e7fe16 (short)"},
		{"xpatJ6BBH1Gc6rhEAt." + hex64, "xpatJ6BBH1Gc6rhEAt." + hex64},
		{"SG.setup.py and SG.PJNF3FywGL7dHDjF8HX.r1ECVdOYLWA7EbG6x1YM3Z4u2PxVP", "SG.setup.py and SG.PJNF3FywGL7dHDjF8HX.r1ECVdOYLWA7EbG6x1YM3Z4u2PxVP"},
		{"pip install pypi-simple; pypi-AgEIcHlwaS5vcmc...", "pip install pypi-simple; pypi-AgEIcHlwaS5vcmc..."},
		{"dp.pt.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx and hvs.short", "dp.pt.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx and hvs.short"},
		{"dGhlIHF1aWNrIGJyb3duIGZveA.abcdef.SGVsbG8gd29ybGQgdGhpcyBpcyBh", "dGhlIHF1aWNrIGJyb3duIGZveA.abcdef.SGVsbG8gd29ybGQgdGhpcyBpcyBh"},
		{"a.b.c.d.e.f.g.h and 1.2.3.4.5.6.7", "a.b.c.d.e.f.g.h and 1.2.3.4.5.6.7"},
		{"md5('a7927b90d8c4d11d5fd5d731cbb6267b', 'be3e627f93efa0d8261a7efd74c88109')", "md5('a7927b90d8c4d11d5fd5d731cbb6267b', 'be3e627f93efa0d8261a7efd74c88109')"},
		{"TWILIO_ACCOUNT_SID='AC36e275f02dae39f70c7af1c5e44ffe15'", "TWILIO_ACCOUNT_SID='AC36e275f02dae39f70c7af1c5e44ffe15'"},
		{"hooks.slack.com/services/T0HM8FR1R7/B0GFHRYWSBR/XXXXXXXXXXXXXXXXXXXXXXXX", "hooks.slack.com/services/T0HM8FR1R7/B0GFHRYWSBR/XXXXXXXXXXXXXXXXXXXXXXXX"},
		{"hf_requiredCharacteristicTypesForDisplayMetadata; hf_servingcellpriorityparameters", "hf_requiredCharacteristicTypesForDisplayMetadata; hf_servingcellpriorityparameters"},
		{"HUGGINGFACE_API_TOKEN=hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "HUGGINGFACE_API_TOKEN=hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"},
	})
}

// TestCredentialKeyNames: a key whose last word is "token", "key" or
// "secret" and whose qualifier says the value is a credential — any word
// before "token" but those naming what is no credential; "api", "secret",
// "private", "master", "account", "app", "auth", "subscription",
// "signing", "encryption" before "key", and "secret access"; "client",
// "app", "api", "consumer", "token", "auth", "jwt", "session", "shared",
// "signing", "cookie" before "secret" — in snake, kebab, camel and upper
// case, spaced before ':' or '=', in PHP's define() and a Kubernetes env
// list; a Django key's punctuation; a dotted token. The value must be a
// secret (keyedSecret); "token" alone asks 20 bytes and no crypto address.
// Names of other things, public keys, placeholders and code stay.
func TestCredentialKeyNames(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"GITHUB_TOKEN=e25b0db9xVpGe3xvFxUptgaqNu5XDPA1\nNOTION_TOKEN=933c429aFvONGXxlwotv84vyrWTpEH5s\n", "GITHUB_TOKEN=[REDACTED]\nNOTION_TOKEN=[REDACTED]\n"},
		{`{"airtableToken": "TDoft1VtW9koH8qyUACdtOQxucB84tfiVV2wZFa", "slack_bot_token": "8kOhbtkcPqvlPfL6WpB6MVJTolDkRumc"}`,
			`{"airtableToken": "[REDACTED]", "slack_bot_token": "[REDACTED]"}`},
		{"Readwise token: f8c9ac0883ef29cf97e9940edd8b4c279dc435f5 (settings)", "Readwise token: [REDACTED] (settings)"},
		{"OPENAI_API_KEY=e25b0db9xVpGe3xvFxUptgaqNu5XDPA1\napi_key: 933c429aFvONGXxlwotv84vyrWTpEH5s\n", "OPENAI_API_KEY=[REDACTED]\napi_key: [REDACTED]\n"},
		{`const cfg = {apiKey: "TDoft1VtW9koH8qyUACdtOQxucB84tfiVV2wZFa"}`, `const cfg = {apiKey: "[REDACTED]"}`},
		{"curl -H 'x-api-key: 8kOhbtkcPqvlPfL6WpB6MVJTolDkRumc' https://api.example.com", "curl -H 'x-api-key: [REDACTED]' https://api.example.com"},
		{"datadog:\n  apiKey: 112788a5a7c4dc687465151999501804\n  appKey: c44a34ac01b0e9391891cca7e4b8a4c6b63d8e3a\n",
			"datadog:\n  apiKey: [REDACTED]\n  appKey: [REDACTED]\n"},
		{"aws_secret_access_key = k/kEOzoAMMZEGeM1W1t3U6OMwI+0V5Udqc38fobc\naws_access_key_id = AKIAPACON3OPLBURMBVX",
			"aws_secret_access_key = [REDACTED]\naws_access_key_id = AKIAPACON3OPLBURMBVX"},
		{"  secret_key = \"es64DJJkoO4jEptEiT0XpcQyIbvmzS8y5oTAMW05\"", "  secret_key = \"[REDACTED]\""},
		{"AccountName=acme;AccountKey=utmVAnzjer4y/9m1eTBHBWuDAUENelOWOKUAu5BZuDTxxUuu/LKnol5ZWCTqycjZEA7uY8Q9qlDYL8G4/qwgKw==;EndpointSuffix=core.windows.net",
			"AccountName=acme;AccountKey=[REDACTED];EndpointSuffix=core.windows.net"},
		{`"client_secret": "GOCSPX-4f8Kq2Lm9Nx7Rv3Tb1WcZp6Y", "CLIENT_SECRET=8kOhbtkcPqvlPfL6WpB6MVJTolDkRumc"`,
			`"client_secret": "[REDACTED]", "CLIENT_SECRET=[REDACTED]"`},
		{"APP_SECRET=933c429aFvONGXxlwotv84vyrWTpEH5s", "APP_SECRET=[REDACTED]"},
		{"PRIVATE_KEY=0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318", "PRIVATE_KEY=[REDACTED]"},
		{"SECRET_KEY = 'django-insecure-9b#x3!k@q2z$8w&m^r(t)p-e_v=1+s7d4f6g0h5j2k8l3n9c'", "SECRET_KEY = '[REDACTED]'"},
		{"define( 'MAILGUN_API_KEY', 'key-6a8ff960dbb2bf5ec45f91d685e007d0' );", "define( 'MAILGUN_API_KEY', '[REDACTED]' );"},
		{"        - name: TWILIO_API_KEY\n          value: \"SKeca4a2aacf7fd83d6860c350982edb34\"\n", "        - name: TWILIO_API_KEY\n          value: \"[REDACTED]\"\n"},
		{"My API key: 933c429aFvONGXxlwotv84vyrWTpEH5s", "My API key: [REDACTED]"},
		{"CANONICAL_API_KEY=933c429aFvONGXxlwotv84vyrWTpEH5s", "CANONICAL_API_KEY=[REDACTED]"},
		{"REFRESH_TOKEN=OcYxrKYU-Dr2GjC9.I8oN7uk0m.E5BgxbfA9Ctkbx\n?access_token=e3pUNYbpi4tAUVQMRYnpzZA1jjN2mhwbZV9CR84uOA.6Icyl1sdAIem7N1iYaX0YiCz184WzPZJ&x=1",
			"REFRESH_TOKEN=[REDACTED]\n?access_token=[REDACTED]&x=1"},
		{"Token: 1e52c89a66d5261c7a8ed7121afdb23d\n", "Token: [REDACTED]\n"},
		{`{"token": "e25b0db9xVpGe3xvFxUptgaqNu5XDPA1"}`, `{"token": "[REDACTED]"}`},
		// Negatives: what the name says is no credential.
		{`{"next_page_token": "CiAKGjBpNDd2Nmp2Zml2cXRwYjBpOXA3", "syncToken": "Q2lBS0dqQnBORGQyTm1wMlptbDJjWFJ3", "NextToken": "eyJ2IjoxLCJjIjoiQUFBQU1nIn0xyz"}`,
			`{"next_page_token": "CiAKGjBpNDd2Nmp2Zml2cXRwYjBpOXA3", "syncToken": "Q2lBS0dqQnBORGQyTm1wMlptbDJjWFJ3", "NextToken": "eyJ2IjoxLCJjIjoiQUFBQU1nIn0xyz"}`},
		{`"ClientToken": "7f59c3cf-00d3-40c7-b2ff-e75db0987002", "deviceToken": "a1b2c3d4e5f60718293a4b5c6d7e8f90"`, `"ClientToken": "7f59c3cf-00d3-40c7-b2ff-e75db0987002", "deviceToken": "a1b2c3d4e5f60718293a4b5c6d7e8f90"`},
		{`<input type="hidden" name="_token" value="IjE2ZDdhYjM4ZmQ1ZTRmOTk5YjM2OTlk"> _token=IjE2ZDdhYjM4ZmQ1ZTRmOTk5YjM2OTlk`, `<input type="hidden" name="_token" value="IjE2ZDdhYjM4ZmQ1ZTRmOTk5YjM2OTlk"> _token=IjE2ZDdhYjM4ZmQ1ZTRmOTk5YjM2OTlk`},
		{`{"baseToken": "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v", "token": "0x6B175474E89094C44Da98b954EedeAC495271d0F"}`,
			`{"baseToken": "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v", "token": "0x6B175474E89094C44Da98b954EedeAC495271d0F"}`},
		{`{"token": "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v", "eos_token": "</s>", "max_tokens": 4096}`, `{"token": "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v", "eos_token": "</s>", "max_tokens": 4096}`},
		{"token: ***\ntoken: <redacted>\ntoken: ${{ secrets.GITHUB_TOKEN }}\ntoken = os.environ[\"API_TOKEN\"]\ntoken: abc123", "token: ***\ntoken: <redacted>\ntoken: ${{ secrets.GITHUB_TOKEN }}\ntoken = os.environ[\"API_TOKEN\"]\ntoken: abc123"},
		{"access_key = AKIAPACON3OPLBURMBVX\npublic_key: 933c429aFvONGXxlwotv84vyrWTpEH5s\nprimary_key = \"user_id_and_tenant_2024\"", "access_key = AKIAPACON3OPLBURMBVX\npublic_key: 933c429aFvONGXxlwotv84vyrWTpEH5s\nprimary_key = \"user_id_and_tenant_2024\""},
		{"GOOGLE_MAPS_API_KEY=AIzaSyD4f8Kq2Lm9Nx7Rv3Tb1WcZp6Y0aBcDeFg\nSTRIPE_PUBLISHABLE_KEY=pk_live_yDEWWZbQ6T1baW5ryeBPmEPM\nNEXT_PUBLIC_API_KEY=933c429aFvONGXxlwotv84vyrWTpEH5s\nSUPABASE_ANON_KEY=8kOhbtkcPqvlPfL6WpB6MVJTolDkRumc",
			// Google's key is taken since round 24 (googleAPIKeyAt).
			"GOOGLE_MAPS_API_KEY=[REDACTED]\nSTRIPE_PUBLISHABLE_KEY=pk_live_yDEWWZbQ6T1baW5ryeBPmEPM\nNEXT_PUBLIC_API_KEY=933c429aFvONGXxlwotv84vyrWTpEH5s\nSUPABASE_ANON_KEY=8kOhbtkcPqvlPfL6WpB6MVJTolDkRumc"},
		{"API_KEY=<your-key>\nAPI_KEY=${API_KEY}\nOPENAI_API_KEY=YOUR_API_KEY\napi_key = \"xxxxxxxxxxxxxxxxxxxxxxxx\"\nSECRET_KEY = settings.SECRET_KEY\napi_key: changeme",
			"API_KEY=<your-key>\nAPI_KEY=${API_KEY}\nOPENAI_API_KEY=YOUR_API_KEY\napi_key = \"xxxxxxxxxxxxxxxxxxxxxxxx\"\nSECRET_KEY = settings.SECRET_KEY\napi_key: changeme"},
		{`SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]` + "\nSECRET_KEY = 'change-me-this-is-not-a-secret-2024!!'\nSECRET_KEY=sk_live_YOUR_KEY_HERE",
			`SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]` + "\nSECRET_KEY = 'change-me-this-is-not-a-secret-2024!!'\nSECRET_KEY=sk_live_YOUR_KEY_HERE"},
		{"WEBHOOK_SECRET=933c429aFvONGXxlwotv84vyrWTpEH5s\nsecret: my-db-credentials\nsecretName: tls-cert-2024", "WEBHOOK_SECRET=[REDACTED]\nsecret: my-db-credentials\nsecretName: tls-cert-2024"}, // round 22: a webhook's signing secret is one
		{"private_key = \"-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\"", "private_key = \"-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\""},
		{"X-Hub-Signature-256: sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17", "X-Hub-Signature-256: sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17"},
		{"monkey: 933c429aFvONGXxlwotv84vyrWTpEH5s; donkey = 8kOhbtkcPqvlPfL6WpB6MVJTolDkRumc; key: 933c429aFvONGXxlwotv84vyrWTpEH5s", "monkey: 933c429aFvONGXxlwotv84vyrWTpEH5s; donkey = 8kOhbtkcPqvlPfL6WpB6MVJTolDkRumc; key: 933c429aFvONGXxlwotv84vyrWTpEH5s"},
		{"api_key = process.env.OPENAI_API_KEY; API_TOKEN = config.auth.token_v2", "api_key = process.env.OPENAI_API_KEY; API_TOKEN = config.auth.token_v2"},
	})
}

// TestTokenInProse: the word "token" (and Russian "токен") right before a
// value in prose, a linking word of two or three letters allowed between:
// the value is taken only when strongly secret-shaped (strongSecret).
// Prose, ids, hashes, names, addresses and short values stay.
func TestTokenInProse(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"readwise token 84Yw6kWAuhZKeL7RrdhTNYJYjnfZrx7FsigEtlRBEqSGj3zZGz — sync every 30 min", "readwise token [REDACTED] — sync every 30 min"},
		{"вот токен Wd4w89lJWPQKHMBl861ZWMgsLCge0349 почему бот не отвечает", "вот токен [REDACTED] почему бот не отвечает"},
		{"токен: oy1qYL8kARJWnXlh5eiLtwu9903ab", "токен: [REDACTED]"},
		{"pre eto yung token ko XCtXthQrexDWFyYFO8EkutVrJdWoUJsa9H0173 paki check", "pre eto yung token ko [REDACTED] paki check"},
		{"my token is `NOv57TTKT0EJ3Igej0BYOCeuKzvo3rC6DaK3bfIxrOtNDj6NWN`", "my token is `[REDACTED]`"},
		// Negatives.
		{"a token of appreciation; the token expired; the token ID 5f3a9c1e2b7d4f60a8e9c3b1d2f4a6e8", "a token of appreciation; the token expired; the token ID 5f3a9c1e2b7d4f60a8e9c3b1d2f4a6e8"},
		{"token 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 is the hash", "token 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 is the hash"},
		{"the USDC token EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v on Solana, the DAI token 0x6B175474E89094C44Da98b954EedeAC495271d0F",
			"the USDC token EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v on Solana, the DAI token 0x6B175474E89094C44Da98b954EedeAC495271d0F"},
		{"token MyVeryLongClassName2024Edition and token getAccessTokenForUser2FA", "token MyVeryLongClassName2024Edition and token getAccessTokenForUser2FA"},
		{"token abc123DEF456 is short; token AKIAIOSFODNN7EXAMPLE12 is an id", "token abc123DEF456 is short; token AKIAIOSFODNN7EXAMPLE12 is an id"},
		{"license key YCPRW-GPBKG-X9TK8-JC2YG-YQW8W, seats 9; key pk_live_yDEWWZbQ6T1baW5ryeBPmEPM is fine", "license key YCPRW-GPBKG-X9TK8-JC2YG-YQW8W, seats 9; key pk_live_yDEWWZbQ6T1baW5ryeBPmEPM is fine"},
		{"csrf token Wd4w89lJWPQKHMBl861ZWMgsLCge0349x", "csrf token Wd4w89lJWPQKHMBl861ZWMgsLCge0349x"},
		{"токена Wd4w89lJWPQKHMBl861ZWMgsLCge0349 нет; жетонокен", "токена Wd4w89lJWPQKHMBl861ZWMgsLCge0349 нет; жетонокен"},
	})
}

// TestScrubbedTextHoldsNoNewRound21Anchor checks what Find's re-check
// relies on for the round's anchors: findVendorTokens reports exactly the
// texts that hold one — a key word ("key", "KEY", "Key", "secret" after
// '_' from the third byte on, "токен"), a bodied prefix with its body's first bytes, a Telegram
// id and body, a Twilio pair — and text without one keeps none once
// findings are replaced.
func TestScrubbedTextHoldsNoNewRound21Anchor(t *testing.T) {
	pieces := []string{"api", "_", "key", "KEY", "Key", "secret", "SECRET", "токен", " ", "=", ": ", "'", ",",
		"ntn_", "42044692779VOOyJxZzPwcRmeMaKc34zsCTxMuEKRbFlhc", "sk-", "nrBdy5h4KGduBkUp5HqFT3BlbkFJmZOPBiEi0MvFqIYSw9Ub",
		"123456789", ":", "AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw", "AC36e275f02dae39f70c7af1c5e44ffe15", "a7927b90d8c4d11d5fd5d731cbb6267b",
		"555-123-4567", "a@b.co", "[REDACTED]", "7"}
	scan := func(s string) bool { _, seen := findVendorTokens(s, nil); return seen }
	has := func(s string) bool {
		for _, w := range []string{"_key", "-key", " key", "apikey", "vkey", ".key", ":key", "KEY", "Key", "токен", "Токен"} {
			if strings.Contains(s, w) {
				return true
			}
		}
		// The '_' scan looks from the third byte on: no qualifier of a
		// secret is shorter than three letters.
		for _, w := range []string{"_secret", "_SECRET", "_Secret"} {
			if len(s) > 2 && strings.Contains(s[2:], w) {
				return true
			}
		}
		for _, b := range bodiedTokens {
			for i := 0; ; {
				k := strings.Index(s[i:], b.prefix)
				if k < 0 {
					break
				}
				if bodyAnchored(s, i+k+len(b.prefix), &b) {
					return true
				}
				i += k + 1
			}
		}
		for i := strings.Index(s, ":A"); i >= 0; {
			if _, _, _, word := telegramAt(s, i); word {
				return true
			}
			k := strings.Index(s[i+1:], ":A")
			if k < 0 {
				break
			}
			i += 1 + k
		}
		for i := strings.Index(s, "AC"); i >= 0; {
			if _, _, _, word := twilioAt(s, i); word {
				return true
			}
			k := strings.Index(s[i+1:], "AC")
			if k < 0 {
				break
			}
			i += 1 + k
		}
		return false
	}
	checkNoNewWord(t, 21, pieces, scan, has)
}

// TestRound21Invariants: FuzzScrub's invariants on random joins of the
// round's pieces.
func TestRound21Invariants(t *testing.T) {
	pieces := []string{"API_KEY", "api_key", "apiKey", "client_secret", "CLIENT_SECRET", "GITHUB_TOKEN", "token", "токен", " ", "=", ": ", "\"", "'", ",",
		"e25b0db9xVpGe3xvFxUptgaqNu5XDPA1", "84Yw6kWAuhZKeL7RrdhTNYJYjnfZrx7FsigEtlRBEqSGj3zZGz", "ntn_", "42044692779VOOyJxZzPwcRmeMaKc34zsCTxMuEKRbFlhc",
		"123456789:", "AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw", "bot", "patJ6BBH1Gc6rhEAt.", hex64, "MTI0MTEyMDY5NTUwNDAzMDcxNg", ".sTMad6.", "10GYcdWnbxWwVaDIkMcLadj3u0Ag_hwSLYTa3f",
		"'AC36e275f02dae39f70c7af1c5e44ffe15'", "'a7927b90d8c4d11d5fd5d731cbb6267b'", "555-123-4567", "a@b.co", "[REDACTED]", "\n", "7", "."}
	r := rand.New(rand.NewPCG(21, 21))
	for range 20000 {
		checkInvariants(t, joinPieces(r, pieces, 10))
	}
}

// vendorHostile21 are 50 KB inputs aimed at the round's new paths: the
// '.' and 'A' scans crowded and at their shapes' places, the key words
// one after another, and a body read per candidate.
var vendorHostile21 = []struct{ name, in string }{
	{".", strings.Repeat(".", 50000)},
	{"a.", strings.Repeat("a.", 25000)},
	{"A", strings.Repeat("A", 50000)},
	{":A", strings.Repeat(":A", 25000)},
	{"9:A", strings.Repeat("123456789:A", 4545)},
	{"'AC", strings.Repeat("'AC", 16666)},
	{"pat.", strings.Repeat("patABCDEFGHIJKLMN.", 2777)},
	{"discord.", strings.Repeat("MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.abcdef.", 1470)},
	{"token ", strings.Repeat("token ", 8333)},
	{"api token ", strings.Repeat("api token ", 5000)},
	{"_key", strings.Repeat("api_key ", 6250)},
	{"_secret", strings.Repeat("_secret", 7142)},
	{"KEY", strings.Repeat("API_KEY ", 6250)},
	{"токен", strings.Repeat("токен ", 4545)},
	{"ntn_", strings.Repeat("ntn_", 12500)},
	{"pypi", strings.Repeat("pypi-AgEIcHlwaS5vcmc", 2500)},
}
