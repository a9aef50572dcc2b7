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
	// URL-encoded: the space after the word, and the '+', '/' and '='
	// a URL escapes inside the token.
	{"GET /ws?Authorization=Bearer%20abc123def456ghi789 HTTP/1.1", "abc123def456ghi789"},
	{"> Authorization: Bearer AAAAAAAAAAAAAAAAAAAAAMLheAAAAAAA0%2BuSeid%2BULvsea4JtiGRiSDSJSI%3DEUifiRBkKG5E2XzMDjRfl76ZC9Ub0wnz4XsNiRVBChTYbJcE3F",
		"AAAAAAAAAAAAAAAAAAAAAMLheAAAAAAA0%2BuSeid%2BULvsea4JtiGRiSDSJSI%3DEUifiRBkKG5E2XzMDjRfl76ZC9Ub0wnz4XsNiRVBChTYbJcE3F"},
	{"Bearer abc123def456%3D%3D", "abc123def456%3D%3D"},
	{"Bearer Zm9v%2FYmFy%2bYmF6cXV4MTIz next", "Zm9v%2FYmFy%2bYmF6cXV4MTIz"},
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
	// Percent signs that escape nothing of a token's.
	"Bearer%20token",
	"Bearer 100%25 sure",
	"Bearer abc%20def",
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

// The header form (RFC 6750 §2.1): after a named Authorization header the
// value is a credential by the grammar, whatever its letters.
var bearerHeaderHits = []hit{
	{"Authorization: Bearer sk-proj-abcdefghijklmnop", "sk-proj-abcdefghijklmnop"},
	{"Authorization: Bearer sk_live_abcdefghijklmnopqrst", "sk_live_abcdefghijklmnopqrst"},
	{"Authorization: Bearer glpat-abcdefghijklmnopqrst", "glpat-abcdefghijklmnopqrst"},
	{"Authorization: Bearer pat_abcdefghijklmnop", "pat_abcdefghijklmnop"},
	{"Authorization: Bearer s.abcdefghijklmnopqrstuvwx", "s.abcdefghijklmnopqrstuvwx"},
	{"Authorization: Bearer abcdefghijklmnopqrstuvwxyz", "abcdefghijklmnopqrstuvwxyz"},
	{"Authorization: Bearer token123", "token123"},
	{"Authorization: Bearer testtoken", "testtoken"},
	{"Authorization: Bearer test_token", "test_token"},
	{"Authorization: Bearer supersecret", "supersecret"},
	{"Authorization: Bearer qwe_rt", "qwe_rt"},
	{"authorization: bearer abcdefghijklmnopqr", "abcdefghijklmnopqr"},
	{"AUTHORIZATION: BEARER ABCDEFGHIJKLMNOPQRST", "ABCDEFGHIJKLMNOPQRST"},
	{"Proxy-Authorization: Bearer abcdefghijklmnopqr", "abcdefghijklmnopqr"},
	{"curl -H 'Authorization: Bearer abcdefghijklmnop' https://api.example.com", "abcdefghijklmnop"},
	{`curl --header "Authorization: Bearer abcdefghijklmnop" https://x`, "abcdefghijklmnop"},
	{"Authorization:Bearer abcdefghijklmnop", "abcdefghijklmnop"},
	{"Authorization:    Bearer abcdefghijklmnop", "abcdefghijklmnop"},
	{"GET /v1 HTTP/1.1\r\nAuthorization: Bearer abcdefghijklmnop\r\nHost: x", "abcdefghijklmnop"},
	{"GET /v1 HTTP/1.1\r\nAuthorization: Bearer\r\n\tabcdefghijklmnop\r\nHost: x", "abcdefghijklmnop"},
	{"GET /v1 HTTP/1.1\r\nAuthorization:\r\n Bearer abcdefghijklmnop\r\nHost: x", "abcdefghijklmnop"},
	{`{"headers": {"authorization": "Bearer abcdefghijklmnop"}}`, "abcdefghijklmnop"},
	{"headers = {'Authorization': 'Bearer abcdefghijklmnop'}", "abcdefghijklmnop"},
	{`req.Header.Set("Authorization", "Bearer abcdefghijklmnop")`, "abcdefghijklmnop"},
	{"headers['Authorization'] = 'Bearer abcdefghijklmnop'", "abcdefghijklmnop"},
	{"DEBUG request headers {Authorization=[Bearer abcdefghijklmnop], Accept=[*/*]}", "abcdefghijklmnop"},
	{"HTTP_AUTHORIZATION=Bearer abcdefghijklmnop", "abcdefghijklmnop"},
	{"X-Auth-Token: Bearer abcdefghijklmnop", "abcdefghijklmnop"},
	{`auth => "Bearer abcdefghijklmnop"`, "abcdefghijklmnop"},
	{"| Authorization | Bearer abcdefghijklmnop |", "abcdefghijklmnop"},
	{"xAuthorization: Bearer abcdefghijklmnop", "abcdefghijklmnop"},
	{"Authorization: Bearer testtoken.", "testtoken"},
	{"Authorization: Bearer zugangstoken", "zugangstoken"},
	{"Authorization: Bearer abc~def+ghi/jk==", "abc~def+ghi/jk=="},
	{"I send Authorization: Bearer abcdefghijklmnop and get 401", "abcdefghijklmnop"},
	// A bearer_token key before the word names the header too.
	{`"bearer_token": "Bearer abcdefghijklmnop"`, "abcdefghijklmnop"},
}

var bearerHeaderMisses = []string{
	// The header named in prose: a word after it stays.
	"set the `Authorization: Bearer` header",
	"Authorization: Bearer authentication",
	"Authorization: Bearer scheme",
	"Authorization: Bearer tokens expire after an hour",
	"Authorization: Bearer token-based auth",
	"How do I send the Authorization: Bearer header with axios?",
	"Is Authorization: Bearer required for the search endpoint?",
	"Authorization: Bearer followed by the access token",
	"Authorization: Bearer Authentication Required",
	"Setzen Sie Authorization: Bearer Zugangstoken",
	"Authorization: Bearer Authentifizierungstoken",
	"Authorization: Bearer vs Basic",
	"Authorization: Bearer JWT",
	// Stand-ins.
	"Authorization: Bearer <token>",
	"Authorization: Bearer $TOKEN",
	"Authorization: Bearer ${TOKEN}",
	"Authorization: Bearer YOUR_TOKEN",
	"Authorization: Bearer xxxx",
	"Authorization: Bearer xxxxxxxxxxxxxxxxxxxx",
	"Authorization: Bearer …",
	"Authorization: Bearer ...",
	"Authorization: Bearer <redacted>",
	"Authorization: Bearer [REDACTED]",
	"Authorization: Bearer REDACTED",
	"Authorization: Bearer token",
	"Authorization: Bearer TOKEN",
	"Authorization: Bearer ACCESS_TOKEN",
	"Authorization: Bearer GITHUB_TOKEN",
	"Authorization: Bearer OPENAI_API_KEY",
	"Authorization: Bearer accessToken",
	"Authorization: Bearer my-api-key",
	"Authorization: Bearer your-token-here",
	"Authorization: Bearer YOUR_PERSONAL_ACCESS_TOKEN_GOES_HERE",
	"Authorization: Bearer example_token",
	"Authorization: Bearer placeholder",
	"Authorization: Bearer header.payload.signature",
	"Authorization: Bearer xxx.yyy.zzz",
	"Authorization: Bearer AAAA-BBBB-CCCC",
	"Authorization: Bearer base64-encoded-token",
	"Authorization: Bearer {{token}}",
	"Authorization: Bearer %TOKEN%",
	"Authorization: Bearer $(gcloud auth print-access-token)",
	`-H "Authorization: Bearer $OPENAI_API_KEY"`,
	"Authorization: Bearer eyJhbGciOi...",
	"Authorization: Bearer sk-abc…",
	"Authorization: Bearer getToken()",
	"Authorization: Bearer abc",
	"Authorization: Bearer abcdef", // a short lower-case word: read as prose
	`headers = {"Authorization": f"Bearer {token}"}`,
	`"Authorization": "Bearer " + token`,
	// No header named: the word's own rule.
	"Bearer testtoken",
	"Bearer abcdefghijklmnopqrstuvwxyz",
	"Auth Bearer abcdefghijklmnop",
	"OAuth: Bearer abcdefghijklmnop",
	"preauthorization: Bearer abcdefghijklmnop",
	"token_type: Bearer\n  expires_in: 3600",
}

func TestBearerHeader(t *testing.T) {
	checkHits(t, Bearer, bearerHeaderHits)
	checkMisses(t, bearerHeaderMisses)
}

// Keys that name a bearer token: the key says what the value is.
var bearerKeyHits = []hit{
	{"bearer_token=ghp_abcdefghijklmnopqrstuvwxyz0123456789", "ghp_abcdefghijklmnopqrstuvwxyz0123456789"},
	{"bearer_token=8f14e45fceea167a5a36dedd4bea2543", "8f14e45fceea167a5a36dedd4bea2543"},
	{"bearer_token=ya29.a0AfH6SMBx3kLmNoPqRsTuVwXyZ", "ya29.a0AfH6SMBx3kLmNoPqRsTuVwXyZ"},
	{"bearer_token=abcdefghijklmnopqrstuvwxyz", "abcdefghijklmnopqrstuvwxyz"},
	{"BEARER_TOKEN: abcdefghijklmnopqr", "abcdefghijklmnopqr"},
	{"export BEARER_TOKEN=\"abcdefghijklmnopqr\"", "abcdefghijklmnopqr"},
	{`"bearer_token": "testtoken"`, "testtoken"},
	{`{"bearer_token":"pat_abcdefghijklmnop"}`, "pat_abcdefghijklmnop"},
	{"bearerToken: 'abcdefghijklmnopqr'", "abcdefghijklmnopqr"},
	{`BearerToken: "s.abcdefghijklmnopqrstuvwx",`, "s.abcdefghijklmnopqrstuvwx"},
	{"--bearer-token abcdefghijklmnopqr", "abcdefghijklmnopqr"},
	{"--bearer-token=abcdefghijklmnopqr", "abcdefghijklmnopqr"},
	{"kubectl get pods --bearer-token token123 -n prod", "token123"},
	{"bearer-token: abc123def456", "abc123def456"},
	{"bearer_token := \"abcdefghijklmnopqr\"", "abcdefghijklmnopqr"},
	{`:bearer_token => "abcdefghijklmnopqr"`, "abcdefghijklmnopqr"},
	{"AUTH_BEARER_TOKEN=abcdefghijklmnopqr", "abcdefghijklmnopqr"},
	{`authBearerToken: "abcdefghijklmnopqr"`, "abcdefghijklmnopqr"},
	{"bearer_token = 'sk_live_abcdefghijklmnopqrst'", "sk_live_abcdefghijklmnopqrst"},
	{"bearer_token: sk_live_abcdefghijklmnopqrst", "sk_live_abcdefghijklmnopqrst"},
}

var bearerKeyMisses = []string{
	"the bearer_token field is required",
	"bearer-token header",
	"set bearer_token in the config",
	"bearer_token_file=/var/run/secrets/token",
	"bearer_tokens=3",
	"bearer_token=$BEARER_TOKEN",
	"bearer_token=${BEARER_TOKEN}",
	"bearer_token=<token>",
	"BEARER_TOKEN=your_bearer_token_here",
	"BEARER_TOKEN=changeme",
	`"bearer_token": "YOUR_TOKEN"`,
	`"bearer_token": ""`,
	"bearer_token = os.environ['BEARER_TOKEN']",
	"bearer_token = os.getenv('BEARER_TOKEN')",
	"bearer_token: Optional[str] = None",
	"bearerToken: string;",
	"bearer_token = self._token",
	"BearerToken: cfg.BearerToken,",
	"bearer_token = get_bearer_token()",
	"bearer_token = access_token",
	"--bearer-token $(cat /var/run/token)",
	"--bearer-token --insecure",
	"pass it with --bearer-token parameter",
	"bearer_token: null",
}

func TestBearerKey(t *testing.T) {
	checkHits(t, Bearer, bearerKeyHits)
	checkMisses(t, bearerKeyMisses)
}

// A token after a bare "Bearer" with a well-known secret prefix, and a
// "Bearer" written against CJK letters.
var bearerPrefixHits = []hit{
	{"Bearer sk-proj-abcdefghijklmnop", "sk-proj-abcdefghijklmnop"},
	{"my key is Bearer sk_live_abcdefghijklmnopqrst", "sk_live_abcdefghijklmnopqrst"},
	{"Bearer sk_test_abcdefghijklmnop", "sk_test_abcdefghijklmnop"},
	{"Bearer rk_live_abcdefghijklmnop", "rk_live_abcdefghijklmnop"},
	{"my token is Bearer ghp_abcdefghijklmnopqrstuvwxyz", "ghp_abcdefghijklmnopqrstuvwxyz"},
	{"Bearer gho_abcdefghijklmnopqrstuvwxyz", "gho_abcdefghijklmnopqrstuvwxyz"},
	{"Bearer github_pat_abcdefghijklmnopqrstuvwxyz", "github_pat_abcdefghijklmnopqrstuvwxyz"},
	{"Bearer glpat-abcdefghijklmnopqrst", "glpat-abcdefghijklmnopqrst"},
	{"Bearer xoxb-abcdefghijklmnopqrst", "xoxb-abcdefghijklmnopqrst"},
	{"Bearer xoxp-abcdefghijklmnopqrst", "xoxp-abcdefghijklmnopqrst"},
	{"Bearer ya29.abcdefghijklmnopqrst", "ya29.abcdefghijklmnopqrst"},
	{"Bearer shpat_abcdefghijklmnopqrst", "shpat_abcdefghijklmnopqrst"},
	{"Bearer npm_abcdefghijklmnopqrst", "npm_abcdefghijklmnopqrst"},
	{"Bearer hf_abcdefghijklmnopqrst", "hf_abcdefghijklmnopqrst"},
	{"使用Bearer abc123DEF456ghi789认证", "abc123DEF456ghi789"},
	{"トークンはBearer abc123DEF456です", "abc123DEF456"},
	{"헤더에 Bearer abc123DEF456를 넣었습니다", "abc123DEF456"},
}

var bearerPrefixMisses = []string{
	"Bearer sk-learn",
	"Bearer sk-abc",
	"Bearer hf_hub",
	"Bearer npm_config",
	"Bearer sk-xxxxxxxxxxxxxxxxxxxxxxxx",
	"Bearer sk-your-key-goes-here",
	"Bearer ghp_token_abcdefghijklmnop",
	"Bearer SK-ABCDEFGHIJKLMNOPQRST",
	"Bearer abc123DEF456é",
	"Überbearer abc123DEF456",
	"the bearer of bad news",
	"Bearer authentication",
	"bearer bonds 2024",
	"Bearer $TOKEN",
}

func TestBearerPrefix(t *testing.T) {
	checkHits(t, Bearer, bearerPrefixHits)
	checkMisses(t, bearerPrefixMisses)
}

// TestScrubbedTextHoldsNoNewBearerWord checks what Find relies on to skip
// the bearer matcher in the re-check: text without "earer" or "EARER"
// keeps none once findings are replaced, whatever sits around them.
func TestScrubbedTextHoldsNoNewBearerWord(t *testing.T) {
	pieces := []string{"E", "AR", "ER", "e", "ar", "er", "B", "b", "earer", "EARER", "Bear", "er ", " ", "555-123-4567", "a@b.co", "123-45-6789", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig", "[", "]", "REDACTED", "Bearer abc123XYZ789def"}
	scan := func(s string) bool { _, w := findBearers(s, nil); return w }
	checkNoNewWord(t, 15, pieces, scan, hasBearerWord)
}

// checkNoNewWord checks a claim of that kind for one scan: on random joins
// of pieces, scan reports the word exactly where has finds it, and text
// without it keeps none once scrubbed.
func checkNoNewWord(t *testing.T, seed uint64, pieces []string, scan, has func(string) bool) {
	t.Helper()
	r := rand.New(rand.NewPCG(7, seed))
	checked := 0
	for range 20000 {
		s := joinPieces(r, pieces, 12)
		anchored := scan(s)
		if anchored != has(s) {
			t.Fatalf("%q: the scan says %v", s, anchored)
		}
		if !anchored {
			checked++
			if out := Scrub(s); has(out) {
				t.Fatalf("%q: no word, but Scrub's output %q has one", s, out)
			}
		}
	}
	if checked < 2000 {
		t.Fatalf("only %d inputs without the word: the generator no longer tests the claim", checked)
	}
}

// joinPieces joins one to most pieces drawn at random.
func joinPieces(r *rand.Rand, pieces []string, most int) string {
	var b strings.Builder
	for range 1 + r.IntN(most) {
		b.WriteString(pieces[r.IntN(len(pieces))])
	}
	return b.String()
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
	{"Auth_Basic_", strings.Repeat("Authorization: Basic ", 2381)[:50000]},
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

// TestIndexWindows checks indexWindows against strings.Index on random
// texts over a small alphabet, where the needle and its parts are frequent,
// at every length around the window size.
func TestIndexWindows(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range 20000 {
		b := make([]byte, r.IntN(300))
		for i := range b {
			b[i] = "eEar"[r.IntN(4)]
		}
		s := string(b)
		for _, needle := range []string{"earer", "EARER"} {
			if got, want := indexWindows(s, needle), strings.Index(s, needle); got != want {
				t.Fatalf("indexWindows(%q, %q) = %d, want %d", s, needle, got, want)
			}
		}
	}
}

// TestBearerURLEncoded: in a query string the space after the word is
// "%20"; the token after it is read as after a space.
func TestBearerURLEncoded(t *testing.T) {
	checkHits(t, Bearer, []hit{
		{"GET /api?Authorization=Bearer%20kjH7s8dfKJ2hsd9Fh2k3JHs8d&x=1", "kjH7s8dfKJ2hsd9Fh2k3JHs8d"},
		{"url=…&auth=Bearer%20abc123def456ghi", "abc123def456ghi"},
	})
	checkMisses(t, []string{
		"Authorization=Bearer%20",
		"Authorization=Bearer%20%24TOKEN",
		"Bearer%20authentication",
		"Bearer%2Fabc123def456",
	})
}

// TestAuthorizationSchemes: the credential after "Authorization: Basic" and
// "Authorization: Token" is taken as a bearer token is after "Authorization:
// Bearer", in the header's forms; prose about the schemes, stand-ins and
// values cut short stay.
func TestAuthorizationSchemes(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Authorization: Basic dXNlcjpwYXNzd29yZDEyMw==", "Authorization: Basic [REDACTED]"},
		{"Authorization: Token 2e05d54df72c8935b472f994e12d111b01e9595b", "Authorization: Token [REDACTED]"},
		{"authorization: token ghp_Op9nHjqbhLAa9yf32CN18eFNHZyElldOCsdL", "authorization: token [REDACTED]"},
		{`curl -H "Authorization: token ghp_abcdefghijklmnopqrstuvwxyz0123456789" https://api.github.com`, `curl -H "Authorization: token [REDACTED]" https://api.github.com`},
		{`{"Authorization": "Basic dXNlcjpwYXNz"}`, `{"Authorization": "Basic [REDACTED]"}`},
		{`headers["Authorization"] = "Token 9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b"`, `headers["Authorization"] = "Token [REDACTED]"`},
		{"Proxy-Authorization: Basic YWxhZGRpbjpvcGVuc2VzYW1l", "Proxy-Authorization: Basic [REDACTED]"},
		{"HTTP_AUTHORIZATION=Basic YWxhZGRpbjpvcGVuc2VzYW1l", "HTTP_AUTHORIZATION=Basic [REDACTED]"},
		{"AUTHORIZATION: BASIC YWxhZGRpbjpvcGVuc2VzYW1l", "AUTHORIZATION: BASIC [REDACTED]"},
		{"Authorization:\r\n\tBasic YWxhZGRpbjpvcGVuc2VzYW1l", "Authorization:\r\n\tBasic [REDACTED]"},
		{"Authorization: Basic\r\n YWxhZGRpbjpvcGVuc2VzYW1l", "Authorization: Basic\r\n [REDACTED]"},
		{"Authorization: Basic\nYWxhZGRpbjpvcGVuc2VzYW1l", "Authorization: Basic\nYWxhZGRpbjpvcGVuc2VzYW1l"},
		{"Authorization=Basic%20YWxhZGRpbjpvcGVuc2VzYW1l", "Authorization=Basic%20[REDACTED]"},
		{"Authorization: Basic realm", "Authorization: Basic realm"},
		{"the Authorization: Basic header", "the Authorization: Basic header"},
		{"Authorization: Token <token>", "Authorization: Token <token>"},
		{"Authorization: Token YOUR_TOKEN", "Authorization: Token YOUR_TOKEN"},
		{"Authorization: Basic base64(user:pass)", "Authorization: Basic base64(user:pass)"},
		{"Authorization: Basic YWxh...", "Authorization: Basic YWxh..."},
		{"use HTTP Basic authorization here", "use HTTP Basic authorization here"},
		{"pass the authorization token abc123def", "pass the authorization token abc123def"},
		{"Authorization: Tokens abc123def456", "Authorization: Tokens abc123def456"},
		// The header as a key and a value (Postman collections, HAR files).
		{`"header": [{"key": "Authorization", "value": "Basic aW50ZWdyYXRpb246c18wUE1VS1pTRmtBVFRIS0I1"}],`,
			`"header": [{"key": "Authorization", "value": "Basic [REDACTED]"}],`},
		{`{"key":"Authorization","value":"token ghs_rYjZGFFWEgqv2vDZpp6CZGo0n4QkLbvMQbVN","type":"text"}`,
			`{"key":"Authorization","value":"token [REDACTED]","type":"text"}`},
		{`{"name": "authorization", "value": "Basic YWxhZGRpbjpvcGVuc2VzYW1l"}`, `{"name": "authorization", "value": "Basic [REDACTED]"}`},
		{`{"key":"Authorization","value":"token {{githubToken}}"}`, `{"key":"Authorization","value":"token {{githubToken}}"}`},
		// A Basic credential decodes to "user:password": that is the
		// evidence, wherever the header's name is.
		{`proxy_set_header Authorization "Basic YXBpX3VzZXI6IUgtOVZhYiFQQnBxOE50a0E=";`, `proxy_set_header Authorization "Basic [REDACTED]";`},
		{`UPSTREAM_AUTH_HEADER="Basic cGFydG5lci03NzMxOlNVcSpINUVQIUxYSA=="`, `UPSTREAM_AUTH_HEADER="Basic [REDACTED]"`},
		{"send Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ== with it", "send Basic [REDACTED] with it"},
		{"Basic SGVsbG9Xb3JsZEZvb0Jhcg== decodes to no credential", "Basic SGVsbG9Xb3JsZEZvb0Jhcg== decodes to no credential"},
		{"the Basic plan, Basic Instinct", "the Basic plan, Basic Instinct"},
		{`{"key": "Authorization", "description": "Basic SGVsbG9Xb3JsZEZvb0Jhcg=="}`,
			`{"key": "Authorization", "description": "Basic SGVsbG9Xb3JsZEZvb0Jhcg=="}`},
		// Vendors' schemes that carry one credential.
		{`curl -H "Authorization: SSWS 00WNI8Sa87SFPLU1n6g3rLtXzdSyCvUd44pWadNHynRMCP7oxXSEIy8Ghmbb3fnX4" https://x.okta.com`, `curl -H "Authorization: SSWS [REDACTED]" https://x.okta.com`},
		{`-H "Authorization: Splunk 31b67c25-4a0d-4bb8-b19f-5144ae0210d3" -d '{}'`, `-H "Authorization: Splunk [REDACTED]" -d '{}'`},
		{`    Authorization = "OAuth 342c3ba9-721b-41c9-a602-b3c81c2e4203"`, `    Authorization = "OAuth [REDACTED]"`},
		{`{"Authorization": "Bot xlBPIRTT1fWfvq7OS_w0IFxBjZFOzWos3MD~Uigl", "User-Agent": "x"}`, `{"Authorization": "Bot [REDACTED]", "User-Agent": "x"}`},
		{"Authorization: ApiKey VnVoQ1JJOEJEZ2xkZ0lfZkxVRDE6dWk2bHp2RGhRc2U3eU9sUG1Xc0FEQQ==", "Authorization: ApiKey [REDACTED]"},
		{`Authorization: OAuth oauth_consumer_key="xvz1evFS4wEEPTGEFPHBog", oauth_nonce="kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg"`,
			`Authorization: OAuth oauth_consumer_key="xvz1evFS4wEEPTGEFPHBog", oauth_nonce="kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg"`},
		{"Authorization: Key is missing from the request", "Authorization: Key is missing from the request"},
		{"the Authorization: Bot header", "the Authorization: Bot header"},
		{"Authorization: Splunk <token>", "Authorization: Splunk <token>"},
	})
}

// TestBearerSchemeAndCredentialAsArguments: a client library's call that
// takes the scheme and the credential as two quoted arguments; a list of
// schemes, a JSON object's next key and a variable stay.
func TestBearerSchemeAndCredentialAsArguments(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`new AuthenticationHeaderValue("Bearer", "7da2e7e27f70502d56851673fb8cf32636fde4eca216");`, `new AuthenticationHeaderValue("Bearer", "[REDACTED]");`},
		{`auth = ('Bearer', 'ya29.a0AfH6SMBx7Qk2')`, `auth = ('Bearer', '[REDACTED]')`},
		{`new AuthenticationHeaderValue("Bearer", token);`, `new AuthenticationHeaderValue("Bearer", token);`},
		{`schemes: ["Bearer", "Basic", "Digest"]`, `schemes: ["Bearer", "Basic", "Digest"]`},
		{`["Bearer", "refresh_token_expired"]`, `["Bearer", "refresh_token_expired"]`},
		{`{"token_type": "Bearer", "expires_in": 3600}`, `{"token_type": "Bearer", "expires_in": 3600}`},
		{`{"token_type":"Bearer","a1b2c3d4e5f6a7b8":"x"}`, `{"token_type":"Bearer","a1b2c3d4e5f6a7b8":"x"}`},
	})
}
