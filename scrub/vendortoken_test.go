package scrub

import (
	"slices"
	"strings"
	"testing"
)

// TestVendorTokens: secret credentials their issuers mark with a prefix
// are redacted wherever a query pastes them — an env file, a shell
// history, a config, a header that is not Authorization; examples,
// placeholders, publishable keys, AWS key ids, Google browser keys,
// webhook signing secrets and prefixes inside a word stay.
func TestVendorTokens(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"export GITHUB_TOKEN=ghp_owTl0UJF5pVPOedyskh26cwdRB1234567890", "export GITHUB_TOKEN=[REDACTED]"},
		{"GITHUB_TOKEN=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3",
			"GITHUB_TOKEN=[REDACTED]"},
		{"SLACK_BOT_TOKEN=xoxb-285367619230-276059719500-abcDEF123xyz\nPORT=3000", "SLACK_BOT_TOKEN=[REDACTED]\nPORT=3000"},
		{"STRIPE_SECRET_KEY=sk_live_uNal1PccpJgJR4GmZ2L7hRoe", "STRIPE_SECRET_KEY=[REDACTED]"},
		{"OPENAI_API_KEY=sk-proj-UliZ5EjoM2yLebmmQBDOyy1234abcd", "OPENAI_API_KEY=[REDACTED]"},
		{"x-api-key: sk-ant-api03-2pcA-7sTfMQtwqBre1234abcd", "x-api-key: [REDACTED]"},
		{"npm config set //registry.npmjs.org/:_authToken npm_UCbzfB43j74psq9qZJH1ikgRJAvLjtfvyzxF", "npm config set //registry.npmjs.org/:_authToken [REDACTED]"},
		{"docker run --rm -e HF_TOKEN=hf_KoFd7FZG83bvuhndococOrM0rXMabcdef ghcr.io/x", "docker run --rm -e HF_TOKEN=[REDACTED] ghcr.io/x"},
		{"X-Shopify-Access-Token: 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", "X-Shopify-Access-Token: [REDACTED]"},
		// Negatives.
		{"The docs use AKIAIOSFODNN7EXAMPLE as the key id", "The docs use AKIAIOSFODNN7EXAMPLE as the key id"},
		{"GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"},
		{"STRIPE_PUBLISHABLE_KEY=pk_live_NBpYY41NNu3hmwE9vYEo0WUV", "STRIPE_PUBLISHABLE_KEY=pk_live_NBpYY41NNu3hmwE9vYEo0WUV"},
		{"myghp_owTl0UJF5pVPOedyskh26cwdRB1234567890", "myghp_owTl0UJF5pVPOedyskh26cwdRB1234567890"},
		{"ghp_short1", "ghp_short1"},
		{"SLACK_TOKEN=xoxb-your-token-here\nexport STRIPE_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "SLACK_TOKEN=xoxb-your-token-here\nexport STRIPE_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx"},
		{"OPENAI_API_KEY=sk-proj-INSERT-YOUR-KEY-HERE-1234567", "OPENAI_API_KEY=sk-proj-INSERT-YOUR-KEY-HERE-1234567"},
		{"X-API-Key: AKIAXJNYP36HWT4WKLYL, webhook secret whsec_GSXeR2Rgqczm2P06XtpiH5P48qzDUVOL",
			"X-API-Key: AKIAXJNYP36HWT4WKLYL, webhook secret [REDACTED]"}, // round 22: a signing secret is one
		{"sk-proj-is-the-prefix and AKIA is the other", "sk-proj-is-the-prefix and AKIA is the other"},
		{"at 12:00:AA the run ended", "at 12:00:AA the run ended"},
	})
}

// TestScrubbedTextHoldsNoNewVendorPrefix checks what Find relies on to skip
// findVendorTokens in the re-check: text without a prefix keeps none once
// findings are replaced (a marker holds none and splits none), whatever
// sits around them.
func TestScrubbedTextHoldsNoNewVendorPrefix(t *testing.T) {
	pieces := []string{"gh", "p_", "ghp_", "xox", "b-", "sk", "_live_", "sk-ant-", "-", "k", "5247399725",
		"owTl0UJF5pVPOedyskh26cwdRB1234567890", "MZCERLACTZHUKRRU", "555-123-4567", "a@b.co", "[REDACTED]", " ", "7"}
	scan := func(s string) bool { _, seen := findVendorTokens(s, nil); return seen }
	has := func(s string) bool {
		for _, t := range vendorTokens {
			if strings.Contains(s, t.prefix) {
				return true
			}
		}
		// A prefix of bodiedTokens anchors only with its body's first
		// bytes after it (Mollie's "live_" since round 29).
		for i := range bodiedTokens {
			t := &bodiedTokens[i]
			for k := 0; ; {
				j := strings.Index(s[k:], t.prefix)
				if j < 0 {
					break
				}
				if bodyAnchored(s, k+j+len(t.prefix), t) {
					return true
				}
				k += j + 1
			}
		}
		return false
	}
	checkNoNewWord(t, 19, pieces, scan, has)
}

// vendorHostile are 50 KB inputs aimed at findVendorTokens: each anchor
// byte and prefix crowded, and a long body read once.
var vendorHostile = []struct{ name, in string }{
	{"_", strings.Repeat("_", 50000)},
	{"p_", strings.Repeat("p_", 25000)},
	{"ghp_", strings.Repeat("ghp_", 12500)},
	{"x-", strings.Repeat("xoxb-", 10000)},
	{"sk-", strings.Repeat("sk-", 16666)},
	{"a-", strings.Repeat("a-", 25000)},
	{"ghp_a", "ghp_" + strings.Repeat("a1", 25000)},
}

// TestLaterVendorHostileFindNothing: the later rounds' hostile inputs
// (vendorHostile20, vendorHostile21, vendorHostile22) hold no credential.
func TestLaterVendorHostileFindNothing(t *testing.T) {
	for _, a := range slices.Concat(vendorHostile20, vendorHostile21, vendorHostile22) {
		if fs := Find(a.in); len(fs) != 0 {
			t.Errorf("Find(%s…) = %v", a.name, fs)
		}
	}
}

// BenchmarkVendorHostile reports x-prose for every round's hostile inputs
// for the vendor scans:
//
//	go test -run '^$' -bench 'VendorHostile' -count 3 .
func BenchmarkVendorHostile(b *testing.B) {
	prose := proseOfSize(50000)
	for _, a := range slices.Concat(vendorHostile, vendorHostile20, vendorHostile21, vendorHostile22) {
		b.Run(a.name, func(b *testing.B) { benchXProse(b, a.in, prose, Scrub) })
	}
}
