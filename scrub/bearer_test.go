package scrub

import (
	"math/rand/v2"
	"strings"
	"testing"
)

var bearerHits = []hit{
	{"Authorization: Bearer abc123DEF456ghi789", "abc123DEF456ghi789"},
	{"bearer: 0123456789abcdef0123456789abcdef", "0123456789abcdef0123456789abcdef"},
	{"BEARER ya29.a0AfH6SMBx3kq_L2fakeValue123", "ya29.a0AfH6SMBx3kq_L2fakeValue123"},
	{"Bearer sk-proj-4f9a8b7c6d5e4f3a2b1c", "sk-proj-4f9a8b7c6d5e4f3a2b1c"},
	{"Bearer ghp_16C7e42F292c6912E7710c838347Ae178B4a", "ghp_16C7e42F292c6912E7710c838347Ae178B4a"},
	{"Bearer xoxb-1234567890-0987654321-AbCdEfGhIjKlMnOp", "xoxb-1234567890-0987654321-AbCdEfGhIjKlMnOp"},
	{"Bearer dGhpcyBpcyBhIHRlc3Q=", "dGhpcyBpcyBhIHRlc3Q="},
	{"Bearer 8f14e45fceea167a5a36dedd4bea2543", "8f14e45fceea167a5a36dedd4bea2543"},
	{"curl -H 'Authorization: Bearer abc123def456' https://api", "abc123def456"},
	{`-H "Authorization: Bearer 9a8b7c6d5e4f3a2b"`, "9a8b7c6d5e4f3a2b"},
	{"headers = {'Authorization': 'Bearer sk_live_51HxYzAbC123'}", "sk_live_51HxYzAbC123"},
	{"Authorization: bearer\tAbCd1234EfGh5678", "AbCd1234EfGh5678"},
	{"BEARER=abc123xyz789", "abc123xyz789"},
	{"Bearer 12345678901234567890", "12345678901234567890"},
	{"Bearer AbCdEfGhIjKlMnOpQrStUvWx", "AbCdEfGhIjKlMnOpQrStUvWx"},
	{"Bearer  abc123def456", "abc123def456"},
	{"Bearer Zm9vYmFyYmF6cXV4MTIz", "Zm9vYmFyYmF6cXV4MTIz"},
	{"Authorization: Bearer abc.def.ghi123", "abc.def.ghi123"},
	{"Bearer 2YotnFZFEjr1zCsicMWpAA", "2YotnFZFEjr1zCsicMWpAA"},
	{"Authorization: Bearer mF_9.B5f-4.1JqM", "mF_9.B5f-4.1JqM"},
	{"Bearer vF9dft4qmT then", "vF9dft4qmT"},
	{"token is Bearer a1b2c3d4e5f6.", "a1b2c3d4e5f6"},
	{"Bearer tGzv3JOkF0XG5Qx2TlKWIA==", "tGzv3JOkF0XG5Qx2TlKWIA=="},
	{"Bearer: Q29uZ3JhdHMhIFlvdQ", "Q29uZ3JhdHMhIFlvdQ"},
	{`"Authorization": "Bearer 0f1e2d3c4b5a69788796a5b4c3d2e1f0"`, "0f1e2d3c4b5a69788796a5b4c3d2e1f0"},
	{"auth = Bearer hf_AbCdEfGhIjKlMnOpQrStUvWxYz012345", "hf_AbCdEfGhIjKlMnOpQrStUvWxYz012345"},
	{"Bearer glpat-xxYyZz123456AbCdEf", "glpat-xxYyZz123456AbCdEf"},
	{"Bearer AKIA2E0A8F3B244C9986", "AKIA2E0A8F3B244C9986"},
	{"Bearer 1/fFAGRNJru1FTz70BzhT3Zg", "1/fFAGRNJru1FTz70BzhT3Zg"},
	{"Bearer ~tok3n+val/ue==", "~tok3n+val/ue=="},
	{"Bearer pat.Ab12Cd34Ef56,", "pat.Ab12Cd34Ef56"},
	{"my Bearer token: abc123def456", "abc123def456"},
	{"the bearer token is sk-abc123xyz789", "sk-abc123xyz789"},
	// Folded header lines (issue 15): CRLF or LF, then spaces or a tab.
	{"Authorization: Bearer\r\n\tabc123DEF456ghi789", "abc123DEF456ghi789"},
	{"Authorization: Bearer\n    abc123DEF456ghi789\nHost: x", "abc123DEF456ghi789"},
	{"Authorization: Bearer \r\n sk-proj-4f9a8b7c6d5e4f3a2b1c", "sk-proj-4f9a8b7c6d5e4f3a2b1c"},
}

var bearerMisses = []string{
	"the bearer of bad news",
	"Bearer authentication is defined in RFC 6750",
	"flag bearer Switzerland",
	"Authorization: Bearer <token>",
	"Authorization: Bearer $TOKEN",
	"Authorization: Bearer ${ACCESS_TOKEN}",
	"Bearer YOUR_TOKEN",
	"Bearer YOUR_API_KEY_HERE",
	"Bearer {{token}}",
	"Bearer %TOKEN%",
	"Bearer ***",
	"Bearer ...",
	"Bearer xxxxxxxxxxxxxxxx",
	"are bearer bonds still legal",
	"token_type: Bearer",
	`"token_type": "Bearer", "expires_in": 3600`,
	"the ring bearer 2024 wedding",
	"Bearer scheme",
	"Bearer tokens expire after an hour",
	"Bearer Token",
	`WWW-Authenticate: Bearer realm="example"`,
	`Bearer error="invalid_token"`,
	"use Bearer auth for the API",
	"standard bearer of the movement",
	"Bearer: see docs",
	"bearer-token header",
	"Bearer <your-access-token>",
	"Bearer <ACCESS_TOKEN>",
	"Bearer $(gcloud auth print-access-token)",
	"Bearer AuthenticationScheme",
	"Bearer",
	"swordbearer 12345678",
	"Bearer [REDACTED]",
	// A line break without the indent is no fold; a folded word is no token.
	"Authorization: Bearer\nabc123DEF456ghi789",
	"token_type: Bearer\n  expires_in: 3600",
	"scheme: Bearer\n\n    abc123DEF456ghi789",
}

func TestBearer(t *testing.T) {
	minCases(t, bearerHits, bearerMisses)
	checkHits(t, Bearer, bearerHits)
	checkMisses(t, bearerMisses)
}

// TestScrubbedTextHoldsNoNewBearerWord checks what Find relies on to skip
// the bearer matcher in the re-check: text without "earer" or "EARER"
// keeps none once findings are replaced, whatever sits around them.
func TestScrubbedTextHoldsNoNewBearerWord(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 15))
	pieces := []string{"E", "AR", "ER", "e", "ar", "er", "B", "b", "earer", "EARER", "Bear", "er ", " ", "555-123-4567", "a@b.co", "123-45-6789", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig", "[", "]", "REDACTED", "Bearer abc123XYZ789def"}
	checked := 0
	for range 20000 {
		var b strings.Builder
		for range 1 + r.IntN(12) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		s := b.String()
		_, anchored := findBearers(s, nil)
		if anchored != hasBearerWord(s) {
			t.Fatalf("%q: findBearers says %v", s, anchored)
		}
		if !anchored {
			checked++
			if out := Scrub(s); hasBearerWord(out) {
				t.Fatalf("%q: no bearer word, but Scrub's output %q has one", s, out)
			}
		}
	}
	if checked < 2000 {
		t.Fatalf("only %d inputs without a bearer word: the generator no longer tests the claim", checked)
	}
}

// hasBearerWord is what findBearers reports, by definition.
func hasBearerWord(s string) bool {
	return len(s) > 1 && (strings.Contains(s[1:], "earer") || strings.Contains(s[1:], "EARER"))
}

// bearerHostile are 50 KB inputs aimed at the bearer matcher's new paths:
// the header form (a look back from every "Bearer"), the key form and a
// long value read in each.
var bearerHostile = []struct{ name, in string }{
	{"Bearer_", strings.Repeat("Bearer ", 7143)[:50000]},
	{"Auth_Bearer_", strings.Repeat("Authorization: Bearer ", 2273)[:50000]},
	{"Auth_Bearer_a", "Authorization: Bearer " + strings.Repeat("a", 50000)},
	{"bearer_token=", strings.Repeat("bearer_token=", 3847)[:50000]},
	{"bearer_token=a", "bearer_token=" + strings.Repeat("a", 50000)},
	{"Bearer_sk-", strings.Repeat("Bearer sk-", 5000)},
}

// BenchmarkBearerHostile reports x-prose for bearerHostile, as
// BenchmarkAdversarial does for the inputs:
//
//	go test -run '^$' -bench 'BearerHostile' -count 3 .
func BenchmarkBearerHostile(b *testing.B) {
	prose := proseOfSize(50000)
	for _, a := range bearerHostile {
		b.Run(a.name, func(b *testing.B) { benchXProse(b, a.in, prose, Scrub) })
	}
}
