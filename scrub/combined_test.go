package scrub

import (
	"strings"
	"testing"
)

// TestCombined runs every family in one text, as a real query pastes them
// together, and checks each finding's family and the exact output.
func TestCombined(t *testing.T) {
	in := "Hi, I'm jane.doe@example.com (SSN 123-45-6789). Call +1 (555) 123-4567 ext. 12 " +
		"or my cell 020 7946 0958. Card 4111 1111 1111 1111 09/28. " +
		"curl -H 'Authorization: Bearer sk-proj-4f9a8b7c6d5e4f3a2b1c' " +
		"-H 'Cookie: s=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJl' " +
		"v0.21.0 PR #123456 dims 384 768 1536."
	want := "Hi, I'm [REDACTED] (SSN [REDACTED]). Call [REDACTED] ext. 12 " +
		"or my cell [REDACTED]. Card [REDACTED] 09/28. " +
		"curl -H 'Authorization: Bearer [REDACTED]' " +
		"-H 'Cookie: s=[REDACTED]' " +
		"v0.21.0 PR #123456 dims 384 768 1536."
	if got := Scrub(in); got != want {
		t.Fatalf("Scrub:\n got %q\nwant %q", got, want)
	}
	var fams []string
	for _, f := range Find(in) {
		fams = append(fams, string(f.Family))
	}
	if got := strings.Join(fams, ","); got != "email,ssn,phone,phone,credit_card,bearer,jwt" {
		t.Errorf("families = %s", got)
	}
	checkInvariants(t, in)
}

// TestBearerJWT: a JWT after "Bearer" is reported once, as a JWT, and the
// word stays.
func TestBearerJWT(t *testing.T) {
	tok := "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJl"
	in := "Authorization: Bearer " + tok
	fs := Find(in)
	if len(fs) != 1 || fs[0].Family != JWT || in[fs[0].Start:fs[0].End] != tok {
		t.Fatalf("Find = %v", fs)
	}
	if got := Scrub(in); got != "Authorization: Bearer [REDACTED]" {
		t.Fatalf("Scrub = %q", got)
	}
}

// TestHostileInputs: invalid UTF-8, NUL bytes and the 50 KB adversarial
// inputs are handled without panic and without touching anything.
func TestHostileInputs(t *testing.T) {
	ins := []string{"\xff\xfe\x00\x00", "call\x00555-123-4567", "\xc3", "\xe2\x80", "\xef\xbc", "4111\xc2\xa01111\xc2\xa01111\xc2\xa0111\xef\xbc\x91"}
	for _, a := range append(adversarialInputs[:len(adversarialInputs):len(adversarialInputs)], listInputs...) {
		ins = append(ins, a.in)
	}
	for _, in := range ins {
		checkInvariants(t, in)
	}
	for _, a := range adversarialInputs {
		if out := Scrub(a.in); out != a.in {
			t.Errorf("%s: adversarial input was changed", a.name)
		}
	}
	if got := Scrub("call\x00555-123-4567"); got != "call\x00[REDACTED]" {
		t.Errorf("NUL before a phone: %q", got)
	}
}

// TestShortQueriesUnchanged: the PII-free part of the benchmark mix comes
// back byte for byte.
func TestShortQueriesUnchanged(t *testing.T) {
	piiFree := 0
	for _, q := range shortQueries {
		if len(Find(q)) == 0 {
			piiFree++
		}
		checkInvariants(t, q)
	}
	if piiFree < 30 {
		t.Errorf("only %d of %d benchmark queries are PII-free; the mix should be mostly plain", piiFree, len(shortQueries))
	}
}

// TestLoneGroupsInLongLists: a long list of ids makes the label index get
// built, after which a lone group of nine to twelve digits is turned down
// at once when the text has no word it would need (mayHold). The labelled
// numbers after such a list must still be found, and the ids kept.
func TestLoneGroupsInLongLists(t *testing.T) {
	cases := []struct{ list, tail, want string }{
		{"id 123456789, ", "\nSSN 219099998", "\nSSN [REDACTED]"},
		{"1234567890, ", "\ncall 5551234567", "\ncall [REDACTED]"},
		{"ts=1700000000 ", "\nphone: 07911123456", "\nphone: [REDACTED]"},
		{"123456789012, ", "\n+447911123456", "\n[REDACTED]"},
		{"123456789, ", "\nname,ssn\nRoe,219099998", "\nname,ssn\nRoe,[REDACTED]"},
		{"1234567890, ", "\nno label here 5551234567", "\nno label here 5551234567"},
		{"987654321, ", "\n219099999 at the end", "\n219099999 at the end"},
	}
	for _, c := range cases {
		list := strings.Repeat(c.list, 300)
		in := list + c.tail
		if got, want := Scrub(in), list+c.want; got != want {
			t.Errorf("%q list: tail scrubbed to %q, want %q", c.list, got[len(list):], c.want)
		}
		checkInvariants(t, in)
	}
}
