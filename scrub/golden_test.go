package scrub

import "testing"

// goldenCases pin behaviour the seed's lineage already promises.
var goldenCases = []struct{ in, want string }{
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
}

func TestGolden(t *testing.T) {
	for _, c := range goldenCases {
		if got := Scrub(c.in); got != c.want {
			t.Errorf("Scrub(%q) = %q, want %q", c.in, got, c.want)
		}
		checkInvariants(t, c.in)
	}
	if fs := Find(""); fs != nil {
		t.Errorf("Find(\"\") = %v, want nil", fs)
	}
}
