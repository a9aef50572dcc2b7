package scrub

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// Twentieth round, the bearer family: what corpora 33 and 34 showed. Each
// table holds credentials that were missed before the round's rule and
// the neighbours the rule must leave as they were.

// TestGitLabTokens: GitLab marks its tokens with a prefix (docs.gitlab.com,
// "Token prefixes") and its secret-detection rules give each an alphabet
// and a length: glpat- (personal, project, group access) and the others
// with twenty bytes of [0-9A-Za-z_-], glimt- 25, glagent- 50, gloas- 64,
// glptt- 40 hex digits, glcbt- a partition id, '_' and twenty; a routable
// glpat-/glrt- a payload of 27 to 300 bytes, '.', and a base-36 suffix. So
// a token of another length, one glued to a word, a placeholder, or the
// prefix named in prose stays.
func TestGitLabTokens(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"GITLAB_TOKEN=glpat-cydWO3IYoxQ8pBIv6Zih\nPORT=3000", "GITLAB_TOKEN=[REDACTED]\nPORT=3000"},
		{"+ export GITLAB_TOKEN=glpat-wQy6RawUzzn9UwaZtiQ0\ncurl: (22)", "+ export GITLAB_TOKEN=[REDACTED]\ncurl: (22)"},
		{"ENV GITLAB_TOKEN=glpat-Ndky2SHGs63uhUdakPwG\nRUN pip install", "ENV GITLAB_TOKEN=[REDACTED]\nRUN pip install"},
		{`          value: "glpat-1Mf6TOWxbTgIeakELC0W"`, `          value: "[REDACTED]"`},
		{"GITLAB_TOKEN: glpat--PSKpSM8HATiMPUs5v_3", "GITLAB_TOKEN: [REDACTED]"},
		{"curl --header \"PRIVATE-TOKEN: glpat-h0VYhF82Ue0CdRu1m8jC\" https://gitlab.example.com/api/v4/projects",
			"curl --header \"PRIVATE-TOKEN: [REDACTED]\" https://gitlab.example.com/api/v4/projects"},
		{"npm ERR! 403 Forbidden - token glpat-wj4Y2XGDC2PIKXXWuIqz has no publish rights", "npm ERR! 403 Forbidden - token [REDACTED] has no publish rights"},
		{"is this key still valid? glpat-r3k9LDJ1GASaa7MZcPLj — 44.0608, 19.2658", "is this key still valid? [REDACTED] — 44.0608, 19.2658"},
		{"rotate it: glpat-DKwTKfziAjptOgK-9985.", "rotate it: [REDACTED]."},
		{"deploy: gldt-Xq3vK9mT2pLw8RzN4bYc, runner: glrt-9aB3cD5eF7gH1jK2mN4p", "deploy: [REDACTED], runner: [REDACTED]"},
		{"CI_JOB_TOKEN=glcbt-64_sA8dF2gH4jK6lZ9xC1vB3\ntrigger glptt-0a1b2c3d4e5f60718293a4b5c6d7e8f901234567",
			"CI_JOB_TOKEN=[REDACTED]\ntrigger [REDACTED]"},
		{"feed glft-Zk3Pq8Lm2Nx7Rv4Tb9Wc and mail glimt-4k2j9h7g5f3d1s8a6p0o2i4u7", "feed [REDACTED] and mail [REDACTED]"},
		{"SCIM glsoat-Jd82kS9qLp3Xm7Nz4Vb1", "SCIM [REDACTED]"},
		{"agent glagent-" + strings.Repeat("Ab3d", 12) + "x9", "agent [REDACTED]"},
		{"secret: gloas-" + strings.Repeat("q7W2e9R4", 8), "secret: [REDACTED]"},
		// Routable tokens: the version and the length-and-CRC suffix, or
		// the suffix alone.
		{"token glpat-rQxNk2BYZq2Kfe0BDa8sLm3Vw9TzP4uH6gJ.01.6z70tqjnm ok", "token [REDACTED] ok"},
		{"token glpat-rQxNk2BYZq2Kfe0BDa8sLm3Vw9TzP4uH6gJ.1g6z70tqj ok", "token [REDACTED] ok"},
		{"runner glrt-t1_Xk9mQ2vL8pR4sT6wY0zA3bC5dE7fG.01.0w1e2r3t4", "runner [REDACTED]"},
		// Negatives: lengths GitLab does not issue, glued to a word,
		// placeholders, prose.
		{"glpat-abc123 is too short", "glpat-abc123 is too short"},
		{"GITLAB_TOKEN=glpat-xxxxxxxxxxxxxxxxxxxx", "GITLAB_TOKEN=glpat-xxxxxxxxxxxxxxxxxxxx"},
		{"GITLAB_TOKEN=glpat-XXXXXXXXXXXXXXXXXXXX", "GITLAB_TOKEN=glpat-XXXXXXXXXXXXXXXXXXXX"},
		{"GITLAB_TOKEN=glpat-your-token-here-123", "GITLAB_TOKEN=glpat-your-token-here-123"},
		{"GITLAB_TOKEN=glpat-EXAMPLEtoken12345678", "GITLAB_TOKEN=glpat-EXAMPLEtoken12345678"},
		{"GITLAB_TOKEN=glpat-abcdefghijklmnopqrst", "GITLAB_TOKEN=glpat-abcdefghijklmnopqrst"},
		{"myglpat-cydWO3IYoxQ8pBIv6Zih", "myglpat-cydWO3IYoxQ8pBIv6Zih"},
		{"glpat-cydWO3IYoxQ8pBIv6Zih1", "glpat-cydWO3IYoxQ8pBIv6Zih1"},
		{"glpat-rQxNk2BYZq2Kfe0BDa8sLm3Vw9TzP4uH6gJ without its suffix", "glpat-rQxNk2BYZq2Kfe0BDa8sLm3Vw9TzP4uH6gJ without its suffix"},
		{"Tokens start with glpat- (personal) or gldt- (deploy); see the-art-of-glrt-docs", "Tokens start with glpat- (personal) or gldt- (deploy); see the-art-of-glrt-docs"},
		{"glffct-Zk3Pq8Lm2Nx7Rv4Tb9Wc is the feature flag client token", "glffct-Zk3Pq8Lm2Nx7Rv4Tb9Wc is the feature flag client token"},
		{"state-of-the-art glass-blowing, part-time, that-is", "state-of-the-art glass-blowing, part-time, that-is"},
	})
}

// TestGoogleOAuthAccessTokens: "ya29." starts Google's OAuth 2.0 access
// tokens, a bearer credential wherever it stands: the URL-safe alphabet and
// dots, 30 bytes or more after the prefix (issued ones hold 100 and more).
// A fragment cut short, a short one, a placeholder or the prefix inside a
// word stays.
func TestGoogleOAuthAccessTokens(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`API_TOKEN = "ya29.7AvTwCCSkAV0W6w3x-tktZu-3nH1m3893CwuaxZCLvpmbgPUa6lrOMVWf8bZirJlURkZjS1sU2_pVD7M4Lbp2rFxxi_"  # TODO`,
			`API_TOKEN = "[REDACTED]"  # TODO`},
		{"GOOGLE_ACCESS_TOKEN=ya29.a0AfB_byC1x2y3Z4w5V6u7T8s9R0q1P2o3N4m5L6k7J8i9H0g\nNEXT=1",
			"GOOGLE_ACCESS_TOKEN=[REDACTED]\nNEXT=1"},
		{"the sa token was ya29.c.c0ASRK0GaXk3m9Q2vL8pR4sT6wY0zA3bC5dE7fG1hJ2kL3mN4. It expired.",
			"the sa token was [REDACTED]. It expired."},
		{"?access_token=ya29.A0ARrdaM8mQ2vL8pR4sT6wY0zA3bC5dE7fG1hJ2k&alt=json", "?access_token=[REDACTED]&alt=json"},
		// Negatives.
		{"tokens look like ya29.a0AfH6SM... in the docs", "tokens look like ya29.a0AfH6SM... in the docs"},
		{"tokens look like ya29.a0AfH6SMBx3k9Q2vL8pR4sT6wY0zA3bC5dE… in the docs", "tokens look like ya29.a0AfH6SMBx3k9Q2vL8pR4sT6wY0zA3bC5dE… in the docs"},
		{"ya29.short1", "ya29.short1"},
		{"ya29.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "ya29.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"},
		{"ya29.your-access-token-goes-here-1234567890", "ya29.your-access-token-goes-here-1234567890"},
		{"version 1.2.ya29.a0AfB_byC1x2y3Z4w5V6u7T8s9R0q1P2o3N4m5L6k7J8i9H0g", "version 1.2.ya29.a0AfB_byC1x2y3Z4w5V6u7T8s9R0q1P2o3N4m5L6k7J8i9H0g"},
		{"Kya29.a0AfB_byC1x2y3Z4w5V6u7T8s9R0q1P2o3N4m5L6k7J8i9H0g", "Kya29.a0AfB_byC1x2y3Z4w5V6u7T8s9R0q1P2o3N4m5L6k7J8i9H0g"},
		{"in 1929. and 2029. and 29.5%", "in 1929. and 2029. and 29.5%"},
	})
}

// vendorHostile20 are 50 KB inputs aimed at the round's new scans: the
// GitLab '-' and the "ya29." '9' crowded, alone and after the byte that
// comes before them in a prefix, and a dotted body read once.
var vendorHostile20 = []struct{ name, in string }{
	{"ya29.", strings.Repeat("ya29.", 10000)},
	{"ya29.a", strings.Repeat("ya29.a", 8333)},
	{"glpat-", strings.Repeat("glpat-", 8333)},
	{"at-", strings.Repeat("at-", 16666)},
	{"t-", strings.Repeat("t-", 25000)},
	{"s-", strings.Repeat("s-", 25000)},
	{"29.", strings.Repeat("29.", 16666)},
	{"9", strings.Repeat("9", 50000)},
	{"ya29.a1.", "ya29." + strings.Repeat("a1.", 16665)},
	{"glpat-a1", "glpat-" + strings.Repeat("a1", 24997)},
}

// TestTokenKeys: a secret literal assigned to a key or variable that names
// an access token (access, auth, refresh, api, private or session token;
// snake, kebab, camel and upper case) is a bearer credential, as the value
// of a bearer_token key is: in Python, .env, shell, Dockerfile, YAML,
// JSON, Go, a query string and an option. The value must look like a
// secret and be 16 bytes or more; placeholders, variables, calls, indexes,
// prose, short values and the names of what is no credential stay.
func TestTokenKeys(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"API_TOKEN = \"e25b0db9xVpGe3xvFxUptgaqNu5XDPA1\"  # TODO move to vault\nHEADERS = {\"Authorization\": f\"Bearer {API_TOKEN}\"}",
			"API_TOKEN = \"[REDACTED]\"  # TODO move to vault\nHEADERS = {\"Authorization\": f\"Bearer {API_TOKEN}\"}"},
		{`API_TOKEN = "bmYSo9WBJXc8elqr15UCWV26IJR9vYRMmCdAsFOU=="`, `API_TOKEN = "[REDACTED]"`},
		{`API_TOKEN = "wb5SiMdi6zVG6uCinefvWgWbGQPz2TjbDkZNUuBU5YkjAjwsSDfOTYt"`, `API_TOKEN = "[REDACTED]"`},
		{"ACCESS_TOKEN=933c429aFvONGXxlwotv84vyrWTpEH5s\nDEBUG=false", "ACCESS_TOKEN=[REDACTED]\nDEBUG=false"},
		{"export AUTH_TOKEN=TDoft1VtW9koH8qyUACdtOQxucB84tfiVV2wZFa", "export AUTH_TOKEN=[REDACTED]"},
		{"ENV GITLAB_API_TOKEN=8kOhbtkcPqvlPfL6WpB6MVJTolDkRumc", "ENV GITLAB_API_TOKEN=[REDACTED]"},
		{"  refresh_token: 1//0gLq3Xk9mQ2vL8pR4sT6wY0zA3bC5dE7f\n  scope: read", "  refresh_token: [REDACTED]\n  scope: read"},
		{`{"access_token": "a8F3kL9qZx2Vb7Nm4Tw6Yp1Rc5Hd0Js8", "token_type": "Bearer", "expires_in": 3600}`,
			`{"access_token": "[REDACTED]", "token_type": "Bearer", "expires_in": 3600}`},
		{`{"sessionToken":"FwoGZXIvYXdzEJr//////////wEaDM3xVpGe3xvFxUptgaqNu5"}`, `{"sessionToken":"[REDACTED]"}`},
		{`cfg := Config{APIToken: "e25b0db9xVpGe3xvFxUptgaqNu5XDPA1"}`, `cfg := Config{APIToken: "[REDACTED]"}`},
		{`privateToken := "Xk9mQ2vL8pR4sT6wY0zA3bC5"`, `privateToken := "[REDACTED]"`},
		{"gitlab-ci --private-token Xk9mQ2vL8pR4sT6wY0zA3bC5 --project 42", "gitlab-ci --private-token [REDACTED] --project 42"},
		{"GET /api/v1/me?access_token=e25b0db9xVpGe3xvFxUptgaqNu5XDPA1&format=json", "GET /api/v1/me?access_token=[REDACTED]&format=json"},
		{"curl -H 'X-Auth-Token: 933c429aFvONGXxlwotv84vyrWTpEH5s' https://api.example.com", "curl -H 'X-Auth-Token: [REDACTED]' https://api.example.com"},
		{"my API token: 933c429aFvONGXxlwotv84vyrWTpEH5s (rotate it)", "my API token: [REDACTED] (rotate it)"},
		{`'session_token' => 'c1f9e2b8a7d64e5f9a0b1c2d3e4f5a6b',`, `'session_token' => '[REDACTED]',`},
		// Negatives: placeholders and variables.
		{`API_TOKEN = "<token>"`, `API_TOKEN = "<token>"`},
		{`API_TOKEN = "changeme"`, `API_TOKEN = "changeme"`},
		{`API_TOKEN = os.environ["API_TOKEN"]`, `API_TOKEN = os.environ["API_TOKEN"]`},
		{`API_TOKEN = os.getenv("API_TOKEN")`, `API_TOKEN = os.getenv("API_TOKEN")`},
		{"API_TOKEN=${API_TOKEN}\nAUTH_TOKEN=$AUTH_TOKEN", "API_TOKEN=${API_TOKEN}\nAUTH_TOKEN=$AUTH_TOKEN"},
		{"access_token = get_token()", "access_token = get_token()"},
		{"session_token = s3client.get_session_token2()", "session_token = s3client.get_session_token2()"},
		{"API_TOKEN = settings.API_TOKEN_V2", "API_TOKEN = settings.API_TOKEN_V2"},
		{"access_token = response.json()[\"access_token\"]", "access_token = response.json()[\"access_token\"]"},
		{`"api_token": "YOUR_API_TOKEN_HERE"`, `"api_token": "YOUR_API_TOKEN_HERE"`},
		{`"api_token": "REPLACE_ME_WITH_TOKEN_1"`, `"api_token": "REPLACE_ME_WITH_TOKEN_1"`},
		{`"auth_token": "dev_local_only_2024"`, `"auth_token": "dev_local_only_2024"`},
		{`"access_token": "xxxxxxxxxxxxxxxxxxxxxxxx"`, `"access_token": "xxxxxxxxxxxxxxxxxxxxxxxx"`},
		{`"refresh_token": "expired token, please refresh"`, `"refresh_token": "expired token, please refresh"`},
		// Short values, and values with no look of a secret.
		{`API_TOKEN = "abc123def456"`, `API_TOKEN = "abc123def456"`},
		{"access_token: s3cr3t", "access_token: s3cr3t"},
		{"auth_token: mySessionTokenName", "auth_token: mySessionTokenName"},
		// Prose.
		{"the access token expires after 3600 seconds; refresh it with the refresh token", "the access token expires after 3600 seconds; refresh it with the refresh token"},
		{"Set the api_token field to the value from 1Password", "Set the api_token field to the value from 1Password"},
		// Names of what is no credential, or is another matcher's.
		{`{"token_type": "Bearer", "next_page_token": "CiAKGjBpNDd2Nmp2Zml2cXRwYjBpOXA3", "page_token": "Q2lBS0dqQnBORGQyTm1wMlptbDJjWFJ3WWpCcE9YQTM"}`,
			`{"token_type": "Bearer", "next_page_token": "CiAKGjBpNDd2Nmp2Zml2cXRwYjBpOXA3", "page_token": "Q2lBS0dqQnBORGQyTm1wMlptbDJjWFJ3WWpCcE9YQTM"}`},
		{`<input type="hidden" name="csrf_token" value="IjE2ZDdhYjM4ZmQ1ZTRmOTk5YjM2"> csrf_token: IjE2ZDdhYjM4ZmQ1ZTRmOTk5YjM2`,
			`<input type="hidden" name="csrf_token" value="IjE2ZDdhYjM4ZmQ1ZTRmOTk5YjM2"> csrf_token: IjE2ZDdhYjM4ZmQ1ZTRmOTk5YjM2`},
		{`oauth_token="ad180jjd733klru7xQ2vL8pR4sT6wY0z", oauth_verifier="9a8b7c6d5e4f3a2b1c0d"`, `oauth_token="ad180jjd733klru7xQ2vL8pR4sT6wY0z", oauth_verifier="9a8b7c6d5e4f3a2b1c0d"`},
		{"access_token_url = https://oauth2.googleapis.com/token2024abcdef", "access_token_url = https://oauth2.googleapis.com/token2024abcdef"},
		{"access_tokens: 12345678901234567890", "access_tokens: 12345678901234567890"},
		{"getAccessToken(e25b0db9xVpGe3xvFxUptgaqNu5XDPA1)", "getAccessToken(e25b0db9xVpGe3xvFxUptgaqNu5XDPA1)"},
		{"api_tokenizer = Ab3dEf5gHi7jKl9mNo1pQr3s", "api_tokenizer = Ab3dEf5gHi7jKl9mNo1pQr3s"},
	})
}

// TestScrubbedTextHoldsNoNewPrefixOrTokenWord checks what Find's re-check
// relies on for the round's scans: findVendorTokens reports exactly the
// texts that hold a prefix or "token" ("Token", "TOKEN"), and text without
// one keeps none once findings are replaced.
func TestScrubbedTextHoldsNoNewPrefixOrTokenWord(t *testing.T) {
	pieces := []string{"gl", "pat-", "glpat-", "gloas-", "as-", "ya", "29.", "ya29.", "t", "-", "tok", "en", "To", "ken",
		"TO", "KEN", "api_", "API_", "access", "=", ": ", "\"", "cydWO3IYoxQ8pBIv6Zih", "e25b0db9xVpGe3xvFxUptgaqNu5XDPA1",
		"555-123-4567", "a@b.co", "[REDACTED]", " ", "7"}
	scan := func(s string) bool { _, seen := findVendorTokens(s, nil); return seen }
	has := func(s string) bool {
		for _, t := range vendorTokens {
			if strings.Contains(s, t.prefix) {
				return true
			}
		}
		return strings.Contains(s, "token") || strings.Contains(s, "Token") || strings.Contains(s, "TOKEN")
	}
	checkNoNewWord(t, 20, pieces, scan, has)
}

// TestRound20Invariants: FuzzScrub's invariants (idempotence, nothing left
// for Find, nothing outside a finding touched) on random joins of the round's pieces (keys, values, prefixes, the
// separators and quotes between them).
func TestRound20Invariants(t *testing.T) {
	pieces := []string{"API_TOKEN", "access_token", "Token", "token", "_", "-", " = ", "=", ": ", "\"", "'", "--api-token ",
		"e25b0db9xVpGe3xvFxUptgaqNu5XDPA1", "glpat-", "cydWO3IYoxQ8pBIv6Zih", "ya29.", "a0AfB_byC1x2y3Z4w5V6u7T8s9R0q1P2o3N4m5",
		".01.6z70tqjnm", "Bearer ", "555-123-4567", "a@b.co", "[REDACTED]", "\n", "(", "[", "os.environ", "7"}
	r := rand.New(rand.NewPCG(20, 20))
	for range 20000 {
		checkInvariants(t, joinPieces(r, pieces, 10))
	}
}
