package scrub

import (
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
		{"whsec_" + hex40 + " and pk_live_yDEWWZbQ6T1baW5ryeBPmEPM stay", "whsec_" + hex40 + " and pk_live_yDEWWZbQ6T1baW5ryeBPmEPM stay"},
	})
}
