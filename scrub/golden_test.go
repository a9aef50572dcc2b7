package scrub

import "testing"

// goldenCases pin behaviour the seed's lineage already promises.
var goldenCases = []scrubbed{
	{"", ""},
	{"how does hybrid search rank chunks?", "how does hybrid search rank chunks?"},
	{"call 555-123-4567", "call [REDACTED]"},
	{"Authorization: Bearer abc123DEF456ghi789", "Authorization: Bearer [REDACTED]"},
	{"4111 1111 1111 1111", "[REDACTED]"},
	{"4111-1111-1111-1111", "[REDACTED]"},
	{"order id 1234567890123456", "order id 1234567890123456"},
	{"PR #123456", "PR #123456"},
	{"released in 2026, v0.21.0", "released in 2026, v0.21.0"},
	{"mail alice@example.com and bob@example.org", "mail [REDACTED] and [REDACTED]"},
	// Issue 15: each new kind, and what stays beside it.
	{"GET /user HTTP/1.1\r\nAuthorization: Basic YWxhZGRpbjpvcGVuc2VzYW1l\r\n", "GET /user HTTP/1.1\r\nAuthorization: Basic [REDACTED]\r\n"},
	{"2026-03-14,4111 1111 1111 1111,Jane Roe", "2026-03-14,[REDACTED],Jane Roe"},
	{"2026-03-14 10:22:31 4111111111111111 declined", "2026-03-14 10:22:31 [REDACTED] declined"},
	{"Call +1-800-555-0299 24/7, 7 days a week", "Call [REDACTED] 24/7, 7 days a week"},
	{"1. 020 7946 0958\n2. 2024 revenue", "1. [REDACTED]\n2. 2024 revenue"},
	{"GET / HTTP/1.1\r\nAuthorization: Bearer\r\n\tabc123DEF456ghi789\r\nHost: x", "GET / HTTP/1.1\r\nAuthorization: Bearer\r\n\t[REDACTED]\r\nHost: x"},
	{"token_type: Bearer\n  expires_in: 3600", "token_type: Bearer\n  expires_in: 3600"},
	{"maestro 6759 6498 2643 8453 59, unionpay 6212345678901234569", "maestro [REDACTED], unionpay [REDACTED]"},
	{"discord id 381870553235193857, snowflake 175928847299117063", "discord id 381870553235193857, snowflake 175928847299117063"},
	{"ITIN 912-70-1234, not 912-12-1234", "ITIN [REDACTED], not 912-12-1234"},
	{"name,ssn,tax_id\nRoe,123456789,912781234\n", "name,ssn,tax_id\nRoe,[REDACTED],[REDACTED]\n"},
	{"ValidationError: tax_id '912 78 1234' is invalid", "ValidationError: tax_id '[REDACTED]' is invalid"},
	{"Tel.: 0221 1234567-89, Mobil: 0170/1234567", "Tel.: [REDACTED], Mobil: [REDACTED]"},
	{"mi celular es 33 1234 5678", "mi celular es [REDACTED]"},
	{"هاتف ٠٥٥٥١٢٣٤٥٦٧ / फोन ९८७६५ ४३२१० / 電話 ０９０１２３４５６７８", "هاتف [REDACTED] / फोन [REDACTED] / 電話 [REDACTED]"},
	{"call 5551234; ticket 5551234", "call [REDACTED]; ticket 5551234"},
	{"call 555-123-4567 ext. 2104 or (555) 123-4567 x31", "call [REDACTED] ext. 2104 or [REDACTED] x31"},
	{"see /0170/1234567/ on 2024/01/15 from 10.169.234.99", "see /0170/1234567/ on 2024/01/15 from 10.169.234.99"},
	{"GET /v1/verify?phone=%2B44%207700%20900123&lang=en%20GB", "GET /v1/verify?phone=[REDACTED]&lang=en%20GB"},
	{`{"msisdn": "447700900123", "ts": 1705314151234}`, `{"msisdn": "[REDACTED]", "ts": 1705314151234}`},
	{"telemetry 5551234 events, call 5551234", "telemetry 5551234 events, call [REDACTED]"},
	{"write to jane [at] acme [dot] io, not (at) the office", "write to [REDACTED], not (at) the office"},
	// Round 20: GitLab's and Google's prefixed tokens anywhere, a secret
	// assigned to a key named for an access token, and what stays.
	{"GITLAB_TOKEN=glpat-cydWO3IYoxQ8pBIv6Zih, ya29.a0AfB_byC1x2y3Z4w5V6u7T8s9R0q1P2o3N4m5", "GITLAB_TOKEN=[REDACTED], [REDACTED]"},
	{`API_TOKEN = "e25b0db9xVpGe3xvFxUptgaqNu5XDPA1"  # TODO move to vault`, `API_TOKEN = "[REDACTED]"  # TODO move to vault`},
	{`API_TOKEN = os.environ["API_TOKEN"]; {"token_type": "Bearer", "next_page_token": "CiAKGjBpNDd2Nmp2Zml2cXRwYjBpOXA3"}`,
		`API_TOKEN = os.environ["API_TOKEN"]; {"token_type": "Bearer", "next_page_token": "CiAKGjBpNDd2Nmp2Zml2cXRwYjBpOXA3"}`},
}

func TestGolden(t *testing.T) {
	checkScrubbed(t, goldenCases)
	if fs := Find(""); fs != nil {
		t.Errorf("Find(\"\") = %v, want nil", fs)
	}
}
